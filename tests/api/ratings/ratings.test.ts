import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ratings } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Guests' ratings and reviews: left on the guest page, approved or removed by the owner, shown once approved.

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

/** Every test here comes from 127.0.0.1: start each with a clean rate-limit window. */
beforeEach(async () => {
  await t.database.db.update(ratings).set({ clientHash: "" });
});

async function publishedOwner({ allowFeedback = true } = {}) {
  const member = await createMember(api);
  await createMenu(api, member);
  await api.patch(`/v1/businesses/${member.businessId}`, { config: { allowFeedback } }, member.token);
  const published = await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
  expect(published.status).toBe(200);
  const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
  return { ...member, url: dashboard.body.business.url as string };
}

const rate = (businessId: string, body: Record<string, unknown>) =>
  api.post(`/v1/public/businesses/${businessId}/ratings`, body);
const good = { name: "Ann", message: "Lovely pasta", score: 5 };

describe("POST /v1/public/businesses/{id}/ratings", () => {
  it("stores a new rating, not yet approved, and mails the owner", async () => {
    const owner = await publishedOwner();
    const response = await rate(owner.businessId, good);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      name: "Ann",
      message: "Lovely pasta",
      score: 5,
      approved: false,
      removed: false,
      createdDate: expect.any(String),
    });
    const mail = t.outbox().findLast((m) => m.to === owner.email);
    expect(mail?.subject).toMatch(/New 5-star rating/);
    expect(mail?.text).toContain("Lovely pasta");
  });

  it("mails the notification email the owner chose", async () => {
    const owner = await publishedOwner();
    await api.put(
      `/v1/businesses/${owner.businessId}/notifications`,
      { notificationEmail: "alerts@example.com" },
      owner.token,
    );
    await rate(owner.businessId, { ...good, message: "for the alerts box" });
    expect(t.outbox().findLast((m) => m.text.includes("for the alerts box"))?.to).toBe("alerts@example.com");
  });

  it.each([
    ["no name", { message: "x", score: 3 }, "name", "Please tell us your name."],
    ["a blank name", { name: "  ", message: "x", score: 3 }, "name", "Please tell us your name."],
    ["no message", { name: "A", score: 3 }, "message", "Please write a few words."],
    ["no score", { name: "A", message: "x" }, "score", "Please choose a score from 1 to 5."],
    ["score 0", { name: "A", message: "x", score: 0 }, "score", "Please choose a score from 1 to 5."],
    ["score 6", { name: "A", message: "x", score: 6 }, "score", "Please choose a score from 1 to 5."],
    ["score 4.5", { name: "A", message: "x", score: 4.5 }, "score", "Please choose a score from 1 to 5."],
  ])("answers 400 for %s", async (_case, body, path, message) => {
    const owner = await publishedOwner();
    const response = await rate(owner.businessId, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "VALIDATION", message });
    expect(response.body.errors[0]).toEqual({ path, message });
  });

  it("answers 404 for an unknown business, 402 when unpublished, 404 when feedback is off", async () => {
    expect((await rate("no-such-business", good)).status).toBe(404);
    const unpublished = await createMember(api);
    await api.patch(
      `/v1/businesses/${unpublished.businessId}`,
      { config: { allowFeedback: true } },
      unpublished.token,
    );
    const gone = await rate(unpublished.businessId, good);
    expect(gone.status).toBe(402);
    expect(gone.body.message).toBe("We're sorry! This link is no longer available.");
    const closed = await publishedOwner({ allowFeedback: false });
    const off = await rate(closed.businessId, good);
    expect(off.status).toBe(404);
    expect(off.body.message).toBe("This business is not taking ratings.");
  });

  it("answers a filled honeypot with 201 and stores nothing", async () => {
    const owner = await publishedOwner();
    const mails = t.outbox().length;
    const response = await rate(owner.businessId, { ...good, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(response.body).toBeNull();
    const stored = await t.database.db.select().from(ratings).where(eq(ratings.businessId, owner.businessId));
    expect(stored).toEqual([]);
    expect(t.outbox().length).toBe(mails);
  });

  it("limits one address to 5 ratings in 10 minutes: the sixth answers 429", async () => {
    const first = await publishedOwner();
    const second = await publishedOwner();
    for (let n = 0; n < 5; n++) {
      const response = await rate(n % 2 ? first.businessId : second.businessId, { ...good, score: 1 + n });
      expect(response.status).toBe(201);
    }
    const limited = await rate(first.businessId, good);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "RATE_LIMITED" });
    // The window moves on: ratings older than 10 minutes no longer count.
    await t.database.db.update(ratings).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
    expect((await rate(first.businessId, good)).status).toBe(201);
  });
});

describe("reading and moderating", () => {
  let owner: Awaited<ReturnType<typeof publishedOwner>>;
  let ids: string[];

  beforeAll(async () => {
    owner = await publishedOwner();
    ids = [];
    for (const score of [5, 4, 4, 4]) {
      ids.push((await rate(owner.businessId, { ...good, message: `scored ${score}`, score })).body.id);
    }
  });

  const accept = (id: string, member: TestMember = owner) =>
    api.patch(`/v1/public/businesses/${owner.businessId}/ratings`, { id, approved: true }, member.token);

  it("shows guests nothing until the owner accepts", async () => {
    const response = await api.get(`/v1/public/businesses/${owner.businessId}/ratings`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ratings: [], average: null, count: 0 });
  });

  it("lists every non-removed rating to the owner, new ones first", async () => {
    const response = await api.get(`/v1/businesses/${owner.businessId}/ratings`, owner.token);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(4);
    expect(response.body.every((r: { approved: boolean }) => !r.approved)).toBe(true);
  });

  it("accepts with the bearer token and averages approved ratings to 1 decimal", async () => {
    for (const id of ids) expect((await accept(id)).body).toMatchObject({ id, approved: true });
    const response = await api.get(`/v1/public/businesses/${owner.businessId}/ratings`);
    // (5 + 4 + 4 + 4) / 4 = 4.25 → 4.3
    expect(response.body).toMatchObject({ average: 4.3, count: 4 });
    expect(response.body.ratings).toHaveLength(4);
  });

  it("accepts or removes with ?token= as well, and removed ones leave the average", async () => {
    const removed = await api.call(
      "PATCH",
      `/v1/public/businesses/${owner.businessId}/ratings?token=${owner.token}`,
      { body: { id: ids[0], removed: true } },
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: ids[0], removed: true });
    const response = await api.get(`/v1/public/businesses/${owner.businessId}/ratings`);
    expect(response.body).toMatchObject({ average: 4, count: 3 });
    const own = await api.get(`/v1/businesses/${owner.businessId}/ratings`, owner.token);
    expect(own.body.map((r: { id: string }) => r.id)).not.toContain(ids[0]);
  });

  it("shows the live ratings on the guest page", async () => {
    const page = await (await fetch(`${t.baseUrl}/m/${owner.url}`)).text();
    expect(page).toContain("<strong data-average>4.0</strong> out of 5 · 3 ratings");
    expect(page).toContain('action="/m/');
    await accept(ids[0]!);
    await api.call("PATCH", `/v1/public/businesses/${owner.businessId}/ratings`, {
      token: owner.token,
      body: { id: ids[0], removed: false },
    });
    const after = await (await fetch(`${t.baseUrl}/m/${owner.url}`)).text();
    expect(after).toContain("<strong data-average>4.3</strong> out of 5 · 4 ratings");
  });

  it("refuses bodies that are neither an approval nor a removal", async () => {
    for (const body of [{ id: ids[1] }, { id: ids[1], approved: "yes" }, { approved: true }]) {
      const response = await api.patch(
        `/v1/public/businesses/${owner.businessId}/ratings`,
        body,
        owner.token,
      );
      expect(response.status).toBe(400);
    }
  });

  it("answers 401 without a token and 404 to another member or an unknown rating", async () => {
    const noToken = await api.patch(`/v1/public/businesses/${owner.businessId}/ratings`, {
      id: ids[1],
      removed: true,
    });
    expect(noToken.status).toBe(401);
    const intruder = await createMember(api);
    expect((await accept(ids[1]!, intruder)).status).toBe(404);
    const removal = await api.call(
      "PATCH",
      `/v1/public/businesses/${owner.businessId}/ratings?token=${intruder.token}`,
      { body: { id: ids[1], removed: true } },
    );
    expect(removal.status).toBe(404);
    expect((await api.get(`/v1/businesses/${owner.businessId}/ratings`, intruder.token)).status).toBe(404);
    // The intruder's own business cannot reach the owner's rating either.
    const sideways = await api.patch(
      `/v1/public/businesses/${intruder.businessId}/ratings`,
      { id: ids[1], removed: true },
      intruder.token,
    );
    expect(sideways.status).toBe(404);
    expect((await accept("no-such-rating")).status).toBe(404);
    const own = await api.get(`/v1/businesses/${owner.businessId}/ratings`, owner.token);
    expect(own.body.map((r: { id: string }) => r.id)).toContain(ids[1]);
  });

  it("answers 402 for the public list of an unpublished business and 404 for an unknown one", async () => {
    const member = await createMember(api);
    expect((await api.get(`/v1/public/businesses/${member.businessId}/ratings`)).status).toBe(402);
    expect((await api.get("/v1/public/businesses/nope/ratings")).status).toBe(404);
  });
});

describe("the guest page's rating form (no script)", () => {
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${t.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  it("shows the form only when feedback is on", async () => {
    const off = await publishedOwner({ allowFeedback: false });
    expect(await (await fetch(`${t.baseUrl}/m/${off.url}`)).text()).not.toContain('name="website"');
    const on = await publishedOwner();
    const page = await (await fetch(`${t.baseUrl}/m/${on.url}`)).text();
    expect(page).toContain('<form class="rf" method="post"');
    expect(page).toMatch(/<div class="hp" aria-hidden="true">.*name="website" tabindex="-1"/);
    expect(page).toContain("No ratings yet.");
  });

  it("stores a posted rating and sends the guest back to the thank-you note", async () => {
    const owner = await publishedOwner();
    const response = await post(`/m/${owner.url}/ratings`, {
      name: "Bo",
      message: "Nice",
      score: "4",
      website: "",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/m/${owner.url}#rating-thanks`);
    const own = await api.get(`/v1/businesses/${owner.businessId}/ratings`, owner.token);
    expect(own.body).toMatchObject([{ name: "Bo", message: "Nice", score: 4, approved: false }]);
  });

  it("keeps nothing from a filled honeypot, yet answers the same", async () => {
    const owner = await publishedOwner();
    const response = await post(`/m/${owner.url}/ratings`, {
      name: "Bot",
      message: "Buy now",
      score: "5",
      website: "spam",
    });
    expect(response.status).toBe(303);
    expect((await api.get(`/v1/businesses/${owner.businessId}/ratings`, owner.token)).body).toEqual([]);
  });

  it("answers a bad post with a page that says why", async () => {
    const owner = await publishedOwner();
    const response = await post(`/m/${owner.url}/ratings`, { name: "Bo", message: "", score: "9" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("Please write a few words.");
    expect((await post("/m/no-such-place/ratings", { name: "a", message: "b", score: "1" })).status).toBe(
      404,
    );
  });

  it("rate-limits the form too", async () => {
    const owner = await publishedOwner();
    for (let n = 0; n < 5; n++) {
      expect(
        (await post(`/m/${owner.url}/ratings`, { name: "G", message: `m${n}`, score: "3" })).status,
      ).toBe(303);
    }
    const limited = await post(`/m/${owner.url}/ratings`, { name: "G", message: "again", score: "3" });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Please try again in a few minutes.");
  });
});
