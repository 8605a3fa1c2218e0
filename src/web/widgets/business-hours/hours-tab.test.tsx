import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { HoursTab } from "./hours-tab.tsx";

// The hours tab as an owner uses it: the fields they type in, the menus they open, what the page then says, and
// the hours the Save button sends to the server (the only thing stood in for is the network).

const NINE_TO_FIVE = { open: true, hours: [{ start: "09:00", end: "17:00" }] };
const WEEKDAYS_OPEN = {
  monday: NINE_TO_FIVE,
  tuesday: NINE_TO_FIVE,
  wednesday: NINE_TO_FIVE,
  thursday: NINE_TO_FIVE,
  friday: NINE_TO_FIVE,
};

function drawHoursTab() {
  const network = answerApiCalls(({ method }) => (method === "PUT" ? testDashboard().business : {}));
  const view = renderInDashboard(<HoursTab />, {
    dashboard: testDashboard({
      config: { hours: WEEKDAYS_OPEN, timeZone: "America/New_York", timeZoneConfirmed: true },
    }),
  });
  restore = network.restore;
  return { ...view, calls: network.calls };
}
let restore = () => {};
afterEach(() => restore());

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const savedHours = async (calls: { method: string; path: string; body: unknown }[]) => {
  await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
  const put = calls.find((call) => call.method === "PUT");
  if (!put) throw new Error("Save hours sent nothing");
  expect(put.path).toBe("/v1/businesses/business-1/hours");
  return (put.body as { hours: Record<string, unknown> }).hours;
};

describe("the hours tab", () => {
  it("changes a day's opening time and saves it", async () => {
    const { user, calls } = drawHoursTab();
    const hour = field("Monday first interval opens, hour");
    await user.clear(hour);
    await user.type(hour, "10");
    expect(hour.value).toBe("10");

    await user.click(screen.getByRole("button", { name: "Save hours" }));
    const hours = await savedHours(calls);
    expect(hours.monday).toEqual({ open: true, hours: [{ start: "10:00", end: "17:00" }] });
    expect(hours.tuesday).toEqual(NINE_TO_FIVE);
  });

  it("closes a day and opens another from 9 to 5", async () => {
    const { user, calls } = drawHoursTab();
    expect(screen.queryByLabelText("Sunday first interval opens")).toBeNull();

    await user.click(screen.getByRole("switch", { name: "Open on Monday" }));
    expect(screen.queryByLabelText("Monday first interval opens")).toBeNull();
    await user.click(screen.getByRole("switch", { name: "Open on Sunday" }));
    expect(field("Sunday first interval opens, hour").value).toBe("09");
    expect(field("Sunday first interval closes, hour").value).toBe("05");
    expect(field("Sunday first interval closes, AM or PM").value).toBe("PM");

    await user.click(screen.getByRole("button", { name: "Save hours" }));
    const hours = await savedHours(calls);
    expect(hours.monday).toMatchObject({ open: false });
    expect(hours.sunday).toEqual(NINE_TO_FIVE);
  });

  it("copies one day's hours to the whole week", async () => {
    const { user, calls } = drawHoursTab();
    const hour = field("Monday first interval opens, hour");
    await user.clear(hour);
    await user.type(hour, "11");

    await user.click(screen.getByRole("button", { name: "Copy Monday's hours" }));
    const menu = await screen.findByRole("menu");
    // The menu says what it is about to copy before the owner picks where.
    expect(within(menu).getByText("11:00 AM – 5:00 PM")).toBeTruthy();
    await user.click(within(menu).getByRole("menuitem", { name: "Copy to all days" }));

    for (const day of ["Saturday", "Sunday", "Wednesday"]) {
      expect(screen.getByRole<HTMLInputElement>("switch", { name: `Open on ${day}` }).checked).toBe(true);
      expect(field(`${day} first interval opens, hour`).value).toBe("11");
    }
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    const hours = await savedHours(calls);
    const eleven = { open: true, hours: [{ start: "11:00", end: "17:00" }] };
    expect(hours.sunday).toEqual(eleven);
    expect(hours.friday).toEqual(eleven);
  });

  it("copies to Monday to Friday only", async () => {
    const { user } = drawHoursTab();
    await user.click(screen.getByRole("switch", { name: "Open on Saturday" }));
    await user.click(screen.getByRole("button", { name: "Copy Saturday's hours" }));
    await user.click(await screen.findByRole("menuitem", { name: "Copy to weekdays (Monday to Friday)" }));
    expect(screen.getByRole<HTMLInputElement>("switch", { name: "Open on Sunday" }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>("switch", { name: "Open on Friday" }).checked).toBe(true);
  });

  it("says which range is invalid and sends nothing", async () => {
    const { user, calls } = drawHoursTab();
    // An unfinished time: the minutes rubbed out.
    await user.click(field("Tuesday first interval closes, minutes"));
    await user.keyboard("{Backspace}{Backspace}");

    await user.click(screen.getByRole("button", { name: "Save hours" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Invalid time range for the first interval of tuesday.",
    );
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);

    // Writing the time again clears the message, and the whole time is what gets saved.
    await user.type(field("Tuesday first interval closes, hour"), "5");
    await user.type(field("Tuesday first interval closes, minutes"), "30");
    await user.type(field("Tuesday first interval closes, AM or PM"), "p");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    const hours = await savedHours(calls);
    expect(hours.tuesday).toEqual({ open: true, hours: [{ start: "09:00", end: "17:30" }] });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
