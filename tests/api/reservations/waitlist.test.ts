import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations } from "../../../src/server/db/schema.ts";
import { DEFAULT_RESERVATION_SETTINGS } from "../../../src/shared/reservations/reservations.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, publishBusiness, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Walk-ins: a party seated on arrival at a free table, and the waiting list (add with a quoted wait, "table
// ready" by mail, seat, remove), with the party's own page showing their place in line.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

interface Place extends TestMember {
  url: string;
  tables: string[];
}

async function restaurant(): Promise<Place> {
  const member = await createMember(api);
  await createMenu(api, member);
  const published = (await publishBusiness(api, member)) as { url: string };
  await api.put(
    `/v1/businesses/${member.businessId}/reservations/settings`,
    { ...DEFAULT_RESERVATION_SETTINGS, enabled: true },
    member.token,
  );
  const tables: string[] = [];
  for (const name of ["Bar", "Booth"]) {
    const made = await api.post(
      `/v1/businesses/${member.businessId}/tables`,
      { name, minSeats: 1, maxSeats: 4 },
      member.token,
    );
    tables.push(made.body.id);
  }
  return { ...member, url: published.url, tables };
}

const join = (place: Place, name: string, extra: Record<string, unknown> = {}) =>
  api.post(
    `/v1/businesses/${place.businessId}/waitlist`,
    { name, party: 2, quotedMinutes: 20, ...extra },
    place.token,
  );

describe("walk-ins", () => {
  it("seats a party now at the smallest free table, and refuses a table another party holds", async () => {
    const place = await restaurant();
    const first = await api.post(`/v1/businesses/${place.businessId}/walk-ins`, { party: 2 }, place.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "SEATED", party: 2, guest: { name: "Walk-in" } });
    const clash = await api.post(
      `/v1/businesses/${place.businessId}/walk-ins`,
      { party: 2, name: "Lee", tableIds: first.body.tableIds },
      place.token,
    );
    expect(clash.status).toBe(409);
    const second = await api.post(
      `/v1/businesses/${place.businessId}/walk-ins`,
      { party: 3, name: "Lee" },
      place.token,
    );
    expect(second.status).toBe(201);
    const full = await api.post(`/v1/businesses/${place.businessId}/walk-ins`, { party: 2 }, place.token);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      "No table is free for this party now. Please choose a table or add them to the waiting list.",
    );
  });
});

describe("the waiting list", () => {
  it("keeps parties in the order they came, tells one their table is ready, and seats or removes them", async () => {
    const place = await restaurant();
    const ana = await join(place, "Ana", { email: "ana-wait@example.com", phone: "(415) 555-0101" });
    const ben = await join(place, "Ben");
    const cy = await join(place, "Cy");
    expect([ana.body.position, ben.body.position, cy.body.position]).toEqual([1, 2, 3]);
    expect(ana.body.phone).toBe("+14155550101");

    const ready = await api.post(`/v1/waitlist/${ana.body.id}/notify`, undefined, place.token);
    expect(ready.body).toMatchObject({ status: "NOTIFIED", position: 1 });
    await t.app.jobs.drain();
    const mail = t.outbox().find((each) => each.to === "ana-wait@example.com");
    expect(mail?.subject).toMatch(/^Your table is ready · /);
    expect(mail?.text).toContain(`/m/${place.url}/waitlist/${ana.body.id}?key=`);

    expect((await api.post(`/v1/waitlist/${ana.body.id}/seat`, undefined, place.token)).body.status).toBe(
      "SEATED",
    );
    // Seated from the line is a booking from now at a free table, as a walk-in's: the book shows it.
    const seated = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.businessId, place.businessId));
    expect(seated.map((row) => [row.guestName, row.status, row.party])).toEqual([["Ana", "SEATED", 2]]);
    expect((await api.delete(`/v1/waitlist/${cy.body.id}`, place.token)).body.status).toBe("REMOVED");
    const line = await api.get(`/v1/businesses/${place.businessId}/waitlist`, place.token);
    expect(
      line.body.map((entry: { name: string; position: number }) => [entry.name, entry.position]),
    ).toEqual([["Ben", 1]]);
    const late = await api.post(`/v1/waitlist/${cy.body.id}/notify`, undefined, place.token);
    expect(late.status).toBe(409);
  });

  it("keeps a party in line when no table is free to seat them", async () => {
    const place = await restaurant();
    for (const tableId of place.tables)
      await api.post(
        `/v1/businesses/${place.businessId}/walk-ins`,
        { party: 2, tableIds: [tableId] },
        place.token,
      );
    const dee = await join(place, "Dee");
    const refused = await api.post(`/v1/waitlist/${dee.body.id}/seat`, undefined, place.token);
    expect(refused.status).toBe(409);
    const line = await api.get(`/v1/businesses/${place.businessId}/waitlist`, place.token);
    expect(line.body.map((entry: { name: string }) => entry.name)).toEqual(["Dee"]);
  });

  it("shows the party their place in line on their own page, by its key", async () => {
    const place = await restaurant();
    await join(place, "Ana");
    const ben = await join(place, "Ben", { email: "ben-wait@example.com" });
    await api.post(`/v1/waitlist/${ben.body.id}/notify`, undefined, place.token);
    await t.app.jobs.drain();
    const link =
      t
        .outbox()
        .find((each) => each.to === "ben-wait@example.com")
        ?.text.match(/http:\/\/menu\.test(\S+)/)?.[1] ?? "";
    const key = new URL(`http://x${link}`).searchParams.get("key");
    const view = await api.get(`/v1/public/waitlist/${ben.body.id}?key=${key}`);
    expect(view.body).toMatchObject({ position: 2, status: "NOTIFIED", quotedMinutes: 20 });
    const page = await fetch(`${t.baseUrl}${link}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your table is ready");
    expect(html).toContain('<meta http-equiv="refresh" content="20">');
    expect((await api.get(`/v1/public/waitlist/${ben.body.id}?key=wrong`)).status).toBe(404);
  });

  it("refuses a party without a name or of no guests, with a sentence", async () => {
    const place = await restaurant();
    const nameless = await join(place, "");
    expect(nameless.body.message).toBe("Please enter the guest's name.");
    const empty = await join(place, "Dee", { party: 0 });
    expect(empty.body.message).toBe("Please enter a party of 1 to 100 guests.");
    expect((await api.get(`/v1/businesses/${place.businessId}/waitlist`, place.token)).body).toEqual([]);
  });
});
