import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_RESERVATION_SETTINGS,
  type DiningTable,
  type WaitlistEntry,
} from "../../../shared/reservations/reservations.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { ReservationsPage } from "./reservations-page.tsx";

// The waiting list on the reservation book, as the host uses it: the only thing stood in for is the network,
// which keeps the line as the server would, so what the page shows after an action is what it read again.

let restore = () => {};
afterEach(() => restore());

const TABLES: DiningTable[] = [
  { id: "table-1", name: "Window 1", area: "Terrace", minSeats: 2, maxSeats: 4, combinableWith: [] },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function party(fields: Partial<WaitlistEntry> & Pick<WaitlistEntry, "id" | "name">): WaitlistEntry {
  return {
    phone: "",
    email: "",
    party: 2,
    quotedMinutes: 15,
    status: "WAITING",
    position: 1,
    createdAt: minutesAgo(0),
    notifiedAt: null,
    ...fields,
  };
}

type Call = { method: string; path: string; body: unknown };

/**
 * The API with an empty day and the line given; a party added or told changes the line read next.
 * `answer` replaces the answer to a call when it gives one.
 */
function network(line: WaitlistEntry[], answer: (call: Call) => unknown = () => undefined) {
  const calls = answerApiCalls((call) => {
    const given = answer(call);
    if (given !== undefined) return given;
    if (call.path.endsWith("/reservations/settings"))
      return { ...DEFAULT_RESERVATION_SETTINGS, enabled: true };
    if (call.path.endsWith("/tables")) return TABLES;
    if (call.path.includes("/reservations?date=")) return [];
    if (call.method === "GET" && call.path.endsWith("/waitlist")) return line;
    if (call.method === "POST" && call.path.endsWith("/waitlist")) {
      const added = party({
        ...(call.body as Omit<WaitlistEntry, "id">),
        id: `entry-${line.length + 1}`,
        position: line.length + 1,
      });
      line.push(added);
      return new Response(JSON.stringify(added), { status: 201 });
    }
    const told = /\/waitlist\/([^/]+)\/notify$/.exec(call.path);
    if (told) {
      const index = line.findIndex((entry) => entry.id === told[1]);
      const entry = line[index];
      if (!entry) return new Response("{}", { status: 404 });
      line[index] = { ...entry, status: "NOTIFIED", notifiedAt: new Date().toISOString() };
      return line[index];
    }
    return {};
  });
  restore = calls.restore;
  return calls;
}

const dashboard = () => testDashboard({ config: { timeZone: "Asia/Kolkata" } });
const waitlistReads = (calls: Call[]) =>
  calls.filter((call) => call.method === "GET" && call.path.endsWith("/waitlist")).length;

describe("the waiting list", () => {
  it("says so when nobody is waiting", async () => {
    network([]);
    renderInDashboard(<ReservationsPage />, { dashboard: dashboard(), path: "/app/reservations" });
    const card = await screen.findByRole("region", { name: "Waiting list" });
    expect(await within(card).findByText("Nobody is waiting.")).toBeTruthy();
  });

  it("adds a party with the wait quoted to them, and shows them in line", async () => {
    const api = network([party({ id: "entry-1", name: "Alan Turing", party: 3, createdAt: minutesAgo(20) })]);
    const { user } = renderInDashboard(<ReservationsPage />, {
      dashboard: dashboard(),
      path: "/app/reservations",
    });
    const card = await screen.findByRole("region", { name: "Waiting list" });
    await within(card).findByRole("listitem", { name: "1, Alan Turing" });
    await user.click(within(card).getByRole("button", { name: "Add to waiting list" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to waiting list" });
    expect((within(dialog).getByRole("textbox", { name: "Quoted wait" }) as HTMLInputElement).value).toBe(
      "15",
    );
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Ada Lovelace");
    await user.type(within(dialog).getByRole("textbox", { name: "Phone" }), "+91 98765 43210");
    const size = within(dialog).getByRole("textbox", { name: /^Party size/ });
    await user.clear(size);
    await user.type(size, "4");
    const quote = within(dialog).getByRole("textbox", { name: /^Quoted wait/ });
    await user.clear(quote);
    await user.type(quote, "25");
    await user.click(within(dialog).getByRole("button", { name: "Add to waiting list" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add to waiting list" })).toBeNull());
    expect(api.calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/v1/businesses/business-1/waitlist",
      body: { name: "Ada Lovelace", phone: "+91 98765 43210", email: "", party: 4, quotedMinutes: 25 },
    });
    const row = await within(card).findByRole("listitem", { name: "2, Ada Lovelace" });
    expect(row.textContent).toContain("4 guests · Quoted 25 min · Waiting 0 min");
    expect(within(card).getByText("2 parties, 7 guests")).toBeTruthy();
  });

  it("shows the server's sentences under the fields they are about", async () => {
    const sentence = "Please enter a valid phone number.";
    network([], ({ method, path }) =>
      method === "POST" && path.endsWith("/waitlist")
        ? new Response(
            JSON.stringify({
              status: 400,
              code: "VALIDATION",
              message: "Please check the form.",
              errors: [{ path: "phone", message: sentence }],
            }),
            { status: 400 },
          )
        : undefined,
    );
    const { user } = renderInDashboard(<ReservationsPage />, {
      dashboard: dashboard(),
      path: "/app/reservations",
    });
    const card = await screen.findByRole("region", { name: "Waiting list" });
    await user.click(within(card).getByRole("button", { name: "Add to waiting list" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to waiting list" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Ada Lovelace");
    await user.type(within(dialog).getByRole("textbox", { name: "Phone" }), "12");
    await user.click(within(dialog).getByRole("button", { name: "Add to waiting list" }));

    const phone = within(dialog).getByRole("textbox", { name: "Phone" });
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText(sentence)).toBeTruthy();
  });

  it("tells a party their table is ready, marks them told, and reads the line again", async () => {
    const api = network([
      party({ id: "entry-1", name: "Grace Hopper", phone: "+91 91234 56789", createdAt: minutesAgo(12) }),
    ]);
    const { user } = renderInDashboard(<ReservationsPage />, {
      dashboard: dashboard(),
      path: "/app/reservations",
    });
    const row = await screen.findByRole("listitem", { name: "1, Grace Hopper" });
    expect(within(row).getByText("Waiting 12 min")).toBeTruthy();
    expect(within(row).queryByText("Told")).toBeNull();
    const before = waitlistReads(api.calls);
    await user.click(within(row).getByRole("button", { name: "Table ready" }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")).toMatchObject({
        path: "/v1/waitlist/entry-1/notify",
      }),
    );
    expect(await within(row).findByText("Told")).toBeTruthy();
    expect(waitlistReads(api.calls)).toBeGreaterThan(before);
  });

  it("asks before taking a party off the list", async () => {
    const api = network([party({ id: "entry-1", name: "Grace Hopper" })]);
    const { user } = renderInDashboard(<ReservationsPage />, {
      dashboard: dashboard(),
      path: "/app/reservations",
    });
    const row = await screen.findByRole("listitem", { name: "1, Grace Hopper" });
    await user.click(within(row).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Grace Hopper from the waiting list?" });
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "DELETE")).toMatchObject({
        path: "/v1/waitlist/entry-1",
      }),
    );
  });
});
