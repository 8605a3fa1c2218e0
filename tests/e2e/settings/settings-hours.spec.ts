import { DEFAULT_INTERVAL, WEEKDAYS } from "../../../src/shared/common/constants.ts";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, test } from "../fixtures.ts";
import { auth } from "./settings-helpers.ts";

// Hours with an overnight range; the preview line is the guest's, from src/shared/hours/hours.ts.
test.use({ timezoneId: "UTC" });

test("hours with an overnight range change the preview line", async ({ page, login, owner, request }) => {
  // A Wednesday, 23:00 in UTC.
  await page.clock.setFixedTime(new Date("2025-06-11T23:00:00Z"));
  // This owner starts from a week closed every day (a new business starts open: see the test below).
  const closedWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, { open: false, hours: [] }]));
  const cleared = await request.put(`/v1/businesses/${owner.businessId}/hours`, {
    headers: auth(owner),
    data: { hours: closedWeek },
  });
  expect(cleared.status()).toBe(200);
  await login("/app/settings/hours");
  const preview = page.getByTestId("hours-preview");
  await expect(preview).toHaveText("Closed");
  // The zone came from the San Francisco address; this owner keeps the hours in UTC instead.
  await expect(page.getByRole("alert", { name: "Your time zone" })).toContainText("America/Los Angeles");
  await page
    .getByRole("alert", { name: "Your time zone" })
    .getByRole("button", { name: "Choose another zone" })
    .click();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toBeFocused();
  await page.getByRole("combobox", { name: "Time zone" }).fill("UTC");
  await page.getByRole("option", { name: "UTC (UTC+00:00)", exact: true }).click();

  // A new interval is 09:00–17:00; at 23:00 it is over.
  await page.getByRole("switch", { name: "Open on Wednesday" }).check();
  await expect(page.getByRole("spinbutton", { name: "Wednesday first interval opens, hour" })).toHaveValue(
    "09",
  );
  await page.getByRole("switch", { name: "Open on Thursday" }).check();
  // Thursday is the next day, so the line says "tomorrow".
  await expect(preview).toHaveText("Closed · Opens tomorrow at 9:00 AM");

  // 09:00 to 02:00 runs past midnight: open now, until 2 AM.
  const hour = page.getByRole("spinbutton", { name: "Wednesday first interval closes, hour" });
  await hour.click();
  await hour.press("Control+a");
  await hour.pressSequentially("02");
  await page.getByRole("textbox", { name: "Wednesday first interval closes, AM or PM" }).press("a");
  await expect(preview).toHaveText("Open until 2:00 AM");

  await page.getByRole("switch", { name: "Use 24-hour time" }).check();
  await expect(preview).toHaveText("Open until 02:00");

  // A second interval on Thursday, then remove the first one of Wednesday.
  await page.getByRole("button", { name: "Add an interval on Thursday" }).click();
  await expect(page.getByRole("spinbutton", { name: "Thursday second interval opens, hour" })).toHaveValue(
    "09",
  );
  await expect(page.getByRole("button", { name: "Add an interval on Thursday" })).toBeHidden();

  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();

  const saved = await request.get(`/v1/members/${owner.memberId}/dashboard`, { headers: auth(owner) });
  const config = (await saved.json()).business.config;
  expect(JSON.parse(config.hours).wednesday).toEqual({
    open: true,
    hours: [{ start: "09:00", end: "02:00" }],
  });
  expect(config.use24HourFormat).toBe(true);
  expect(config.timeZone).toBe("UTC");
  expect(config.timeZoneConfirmed).toBe(true);

  // The manual "closed now" override.
  await page.getByRole("switch", { name: "Closed now" }).check();
  await expect(preview).toHaveText("Closed");
  await expect(page.getByText("Guests see: Closed")).toBeVisible();
  await page.getByRole("switch", { name: "Closed now" }).uncheck();
  await expect(preview).toHaveText("Open until 02:00");
});

test("an unfinished time shows which interval is invalid", async ({ page, login }) => {
  await login("/app/settings/hours");
  await page.getByRole("switch", { name: "Open on Monday" }).check();
  const minutes = page.getByRole("spinbutton", { name: "Monday first interval opens, minutes" });
  await minutes.click();
  await minutes.press("Backspace");
  await minutes.press("Backspace");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByText("Invalid time range for the first interval of monday.")).toBeVisible();
});

test("a new business starts open every day, and one day's hours copy to the weekdays or the whole week", async ({
  page,
  login,
  owner,
  request,
}) => {
  await login("/app/settings/hours");
  // The starting week: every day open, 9:00 AM to 5:00 PM.
  for (const day of ["Monday", "Wednesday", "Sunday"]) {
    await expect(page.getByRole("switch", { name: `Open on ${day}` })).toBeChecked();
    await expect(page.getByRole("spinbutton", { name: `${day} first interval opens, hour` })).toHaveValue(
      "09",
    );
    await expect(page.getByRole("spinbutton", { name: `${day} first interval closes, hour` })).toHaveValue(
      "05",
    );
  }

  // Monday closes at 10 PM; "Copy to weekdays" gives Tuesday to Friday the same, and leaves the weekend.
  const mondayCloses = page.getByRole("spinbutton", { name: "Monday first interval closes, hour" });
  await mondayCloses.click();
  await mondayCloses.press("Control+a");
  await mondayCloses.pressSequentially("10");
  await page.getByRole("button", { name: "Copy Monday's hours" }).click();
  await page.getByRole("menuitem", { name: "Copy to weekdays (Monday to Friday)" }).click();
  for (const day of ["Tuesday", "Friday"]) {
    await expect(page.getByRole("spinbutton", { name: `${day} first interval closes, hour` })).toHaveValue(
      "10",
    );
  }
  await expect(page.getByRole("spinbutton", { name: "Saturday first interval closes, hour" })).toHaveValue(
    "05",
  );

  // A closed Sunday copied to the whole week closes every day; Monday's copied back opens them again.
  await page.getByRole("switch", { name: "Open on Sunday" }).uncheck();
  await page.getByRole("button", { name: "Copy Sunday's hours" }).click();
  await page.getByRole("menuitem", { name: "Copy to all days" }).click();
  await expect(page.getByRole("switch", { name: "Open on Wednesday" })).not.toBeChecked();
  await page.getByRole("switch", { name: "Open on Monday" }).check();
  await page.getByRole("spinbutton", { name: "Monday first interval closes, hour" }).click();
  await page.getByRole("spinbutton", { name: "Monday first interval closes, hour" }).press("Control+a");
  await page.getByRole("spinbutton", { name: "Monday first interval closes, hour" }).pressSequentially("10");
  await page.getByRole("textbox", { name: "Monday first interval closes, AM or PM" }).press("p");
  await page.getByRole("button", { name: "Copy Monday's hours" }).click();
  await page.getByRole("menuitem", { name: "Copy to all days" }).click();
  await expect(page.getByRole("switch", { name: "Open on Sunday" })).toBeChecked();

  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();
  const saved = await request.get(`/v1/members/${owner.memberId}/dashboard`, { headers: auth(owner) });
  const hours = JSON.parse((await saved.json()).business.config.hours);
  const day = { open: true, hours: [{ start: DEFAULT_INTERVAL.start, end: "22:00" }] };
  expect(hours).toEqual(Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])));
});
