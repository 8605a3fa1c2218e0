import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createBusiness,
  createMember,
  createMenu,
  type TestMember,
  uniqueEmail,
} from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const config = async (member: TestMember) =>
  (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.business.config;

describe("business hours", () => {
  const week = { friday: { open: true, hours: [{ start: "18:00", end: "02:00" }] } };

  it("saves the map or its JSON string, with the zone", async () => {
    const member = await createMember(api);
    const saved = await api.put(
      `/v1/businesses/${member.businessId}/hours`,
      { hours: week, offset: -300, timeZone: "America/New_York" },
      member.token,
    );
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body.config.hours).friday.hours).toEqual([{ start: "18:00", end: "02:00" }]);
    // Hours saved with a zone confirm it.
    expect(saved.body.config).toMatchObject({
      timeZone: "America/New_York",
      timeZoneOffset: -300,
      timeZoneConfirmed: true,
    });
    const asString = await api.put(
      `/v1/businesses/${member.businessId}/hours`,
      { hours: JSON.stringify(week) },
      member.token,
    );
    expect(asString.status).toBe(200);
  });

  it("refuses an unreadable time with a sentence naming the interval and keeps the old hours", async () => {
    const member = await createMember(api);
    await api.put(`/v1/businesses/${member.businessId}/hours`, { hours: week }, member.token);
    const bad = await api.put(
      `/v1/businesses/${member.businessId}/hours`,
      {
        hours: {
          monday: {
            open: true,
            hours: [
              { start: "09:00", end: "17:00" },
              { start: "25:00", end: "26:00" },
            ],
          },
        },
      },
      member.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid time range for the second interval of monday.");
    const tooMany = await api.put(
      `/v1/businesses/${member.businessId}/hours`,
      {
        hours: {
          monday: { open: true, hours: Array.from({ length: 3 }, () => ({ start: "09:00", end: "10:00" })) },
        },
      },
      member.token,
    );
    expect(tooMany.status).toBe(400);
    const zone = await api.put(
      `/v1/businesses/${member.businessId}/hours`,
      { hours: week, timeZone: "Mars/Base" },
      member.token,
    );
    expect(zone.body.message).toBe("Please choose a valid time zone.");
    expect(JSON.parse((await config(member)).hours).friday.open).toBe(true);
  });

  it("shows a manual closed-now to guests until it is switched off", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const allDay = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
        d,
        { open: true, hours: [{ start: "00:00", end: "00:00" }] },
      ]),
    );
    await api.put(`/v1/businesses/${member.businessId}/hours`, { hours: allDay }, member.token);
    await api.put(`/v1/businesses/${member.businessId}/open?open=false`, undefined, member.token);
    await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
    const url = (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.business.url;
    expect((await api.get(`/v1/public/businesses/${url}/menus`)).body.status.open).toBe(false);
    await api.put(`/v1/businesses/${member.businessId}/open?open=true`, undefined, member.token);
    await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
    expect((await api.get(`/v1/public/businesses/${url}/menus`)).body.status.open).toBe(true);
    expect(
      (await api.put(`/v1/businesses/${member.businessId}/open?open=maybe`, undefined, member.token)).status,
    ).toBe(400);
  });

  it("keeps only IANA zone names as the time zone, through the config and the hours", async () => {
    const member = await createMember(api);
    const path = `/v1/businesses/${member.businessId}`;
    const hoursPath = `${path}/hours`;
    const week = { friday: { open: true, hours: [{ start: "18:00", end: "02:00" }] } };
    for (const timeZone of ["Mars/Olympus", "__proto__", "../../etc/passwd", "+05:00", "", "x".repeat(65)]) {
      const patched = await api.patch(path, { config: { timeZone } }, member.token);
      expect(patched.status, timeZone).toBe(400);
      expect(patched.body).toMatchObject({ code: "VALIDATION", message: "Please choose a valid time zone." });
      const hours = await api.put(hoursPath, { hours: week, timeZone }, member.token);
      expect(hours.status, timeZone).toBe(400);
      expect(hours.body.message).toBe("Please choose a valid time zone.");
    }
    expect((await config(member)).timeZone).toBe("America/Los_Angeles");
    // Aliases are IANA names too.
    for (const timeZone of ["UTC", "Asia/Calcutta", "Etc/GMT+5", "America/Argentina/Buenos_Aires"]) {
      const patched = await api.patch(path, { config: { timeZone } }, member.token);
      expect(patched.status, timeZone).toBe(200);
      expect(patched.body.config.timeZone).toBe(timeZone);
      expect((await api.put(hoursPath, { hours: week, timeZone }, member.token)).status, timeZone).toBe(200);
    }
  });

  it("refuses unreadable hours or banners sent through the config", async () => {
    const member = await createMember(api);
    const hours = await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { hours: "{oops" } },
      member.token,
    );
    expect(hours.status).toBe(400);
    const banner = await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { announcementBanner: JSON.stringify({ enabled: "yes" }) } },
      member.token,
    );
    expect(banner.status).toBe(400);
  });
});

describe("taxes", () => {
  it("adds, lists, edits and deletes taxes with exact values", async () => {
    const member = await createMember(api);
    const path = `/v1/businesses/${member.businessId}/taxes`;
    const created = await api.post(path, { label: "Sales tax", type: "PERCENT", value: 8.25 }, member.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ label: "Sales tax", type: "PERCENT", value: 8.25 });
    await api.post(path, { label: "Bag fee", type: "VALUE", value: 0.1 }, member.token);
    expect((await api.get(path, member.token)).body.map((tax: { label: string }) => tax.label)).toEqual([
      "Sales tax",
      "Bag fee",
    ]);
    const edited = await api.put(
      `${path}/${created.body.id}`,
      { label: "State tax", type: "PERCENT", value: 7 },
      member.token,
    );
    expect(edited.body).toMatchObject({ label: "State tax", value: 7 });
    expect((await api.delete(`${path}/${created.body.id}`, member.token)).status).toBe(204);
    expect((await api.get(path, member.token)).body).toHaveLength(1);
    expect((await api.delete(`${path}/${created.body.id}`, member.token)).status).toBe(404);
  });

  const bad: [unknown, string][] = [
    [{ label: "X", type: "PERCENT", value: -1 }, "Tax value cannot be negative."],
    [{ label: "X", type: "PERCENT", value: 1.234 }, "Tax value can have at most 2 decimals."],
    [{ label: "X", type: "FLAT", value: 1 }, "Tax type must be VALUE or PERCENT."],
    [{ label: "", type: "VALUE", value: 1 }, "Please name the tax."],
  ];
  for (const [body, message] of bad) {
    it(`refuses ${JSON.stringify(body)} with "${message}"`, async () => {
      const member = await createMember(api);
      const response = await api.post(`/v1/businesses/${member.businessId}/taxes`, body, member.token);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect((await api.get(`/v1/businesses/${member.businessId}/taxes`, member.token)).body).toEqual([]);
    });
  }
});

describe("account", () => {
  it("reads the account with its subscription and extra locations", async () => {
    const member = await createMember(api);
    const me = await api.get("/v1/members/me", member.token);
    expect(me.body).toMatchObject({
      email: member.email,
      subscriptionStatus: 5,
      locations: 1,
      extraLocations: 0,
      monthlyUsd: 0,
    });
    await createBusiness(api, member, { name: "Second" });
    expect((await api.get("/v1/members/me", member.token)).body).toMatchObject({
      locations: 2,
      extraLocations: 1,
      monthlyUsd: 10,
    });
  });

  it("changes the name, and the email only with the password", async () => {
    const member = await createMember(api);
    expect((await api.put("/v1/members/me", { name: "Ada Owner" }, member.token)).body.name).toBe(
      "Ada Owner",
    );
    const wrong = await api.put(
      "/v1/members/me/email",
      { email: "new@example.com", password: "nope" },
      member.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The password is incorrect.");
    const email = uniqueEmail("moved");
    const moved = await api.put(
      "/v1/members/me/email",
      { email: email.toUpperCase(), password: member.password },
      member.token,
    );
    expect(moved.body.email).toBe(email);
    expect((await api.post("/v1/public/login", { email, password: member.password })).status).toBe(200);
  });

  it("gives one of several members changing to one address at the same moment the address, the others 409", async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => createMember(api)));
    const email = uniqueEmail("wanted");
    const answers = await Promise.all(
      racers.map((member) =>
        api.put("/v1/members/me/email", { email, password: member.password }, member.token),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.body).toMatchObject({
        code: "EMAIL_TAKEN",
        message: "An account with this email already exists.",
      });
  });

  it("answers 409 when another member takes the address between the check and the write", async () => {
    const [member, rival] = await Promise.all([createMember(api), createMember(api)]);
    const email = uniqueEmail("snatched");
    // The rival's change lands inside the member's own write, after its check found the address free: the race
    // above, made certain on both engines.
    await t.database.db.execute(
      sql.raw(`create function snatch_email() returns trigger language plpgsql as $$
        begin
          if new.id = '${member.memberId}' and new.email = '${email}' then
            update members set email = new.email where id = '${rival.memberId}';
          end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql`create trigger snatch_email before update on members for each row execute function snatch_email()`,
    );
    try {
      const answer = await api.put(
        "/v1/members/me/email",
        { email, password: member.password },
        member.token,
      );
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        code: "EMAIL_TAKEN",
        message: "An account with this email already exists.",
      });
    } finally {
      await t.database.db.execute(sql`drop trigger snatch_email on members`);
      await t.database.db.execute(sql`drop function snatch_email()`);
    }
    expect((await api.get("/v1/members/me", member.token)).body.email).toBe(member.email);
  });

  it("changes the password and ends every other session", async () => {
    const member = await createMember(api);
    const other = (await api.post("/v1/public/login", { email: member.email, password: member.password }))
      .body.token;
    const wrong = await api.put(
      "/v1/members/me/password",
      { currentPassword: "nope", newPassword: "a brand new password" },
      member.token,
    );
    expect(wrong.status).toBe(400);
    const changed = await api.put(
      "/v1/members/me/password",
      { currentPassword: member.password, newPassword: "a brand new password" },
      member.token,
    );
    expect(changed.status).toBe(204);
    expect((await api.get("/v1/members/me", other)).status).toBe(401);
    expect((await api.get("/v1/members/me", member.token)).status).toBe(200);
    expect(
      (await api.post("/v1/public/login", { email: member.email, password: "a brand new password" })).status,
    ).toBe(200);
  });

  it("lists sessions and ends one", async () => {
    const member = await createMember(api);
    const other = (await api.post("/v1/public/login", { email: member.email, password: member.password }))
      .body.token;
    const list = await api.get("/v1/members/me/sessions", member.token);
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const otherSession = list.body.find((s: { current: boolean }) => !s.current);
    expect((await api.delete(`/v1/members/me/sessions/${otherSession.id}`, member.token)).status).toBe(204);
    expect((await api.get("/v1/members/me", other)).status).toBe(401);
    expect((await api.get("/v1/members/me/sessions", member.token)).body).toHaveLength(1);
  });

  it("sets the notification email per member", async () => {
    const member = await createMember(api);
    const response = await api.put(
      `/v1/businesses/${member.businessId}/notifications`,
      { notificationEmail: "Orders@Example.com" },
      member.token,
    );
    expect(response.body.notificationEmail).toBe("orders@example.com");
    const bad = await api.put(
      `/v1/businesses/${member.businessId}/notifications`,
      { notificationEmail: "nope" },
      member.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid email address.");
  });
});
