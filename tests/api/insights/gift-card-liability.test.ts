import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../../src/server/db/schema.ts";
import { createCard } from "../../../src/server/features/gift-cards/gift-cards.service.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The gift cards' balance outstanding on Insights, through the real app and database: cards issued by hand,
// adjusted, spent to zero and voided through the API, then read back as what guests still hold today and what
// was sold and issued in the range.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
/** The days around now: a new business keeps UTC's days, and a card is made at the database's now. */
const AROUND_NOW = { from: dayOf(Date.now() - DAY_MS), to: dayOf(Date.now() + DAY_MS) };

const insightsOf = (member: TestMember, range = AROUND_NOW) =>
  api.get(`/v1/businesses/${member.businessId}/insights?from=${range.from}&to=${range.to}`, member.token);

async function issue(member: TestMember, amount: number) {
  const issued = await api.post(
    `/v1/businesses/${member.businessId}/gift-cards/issue`,
    { amount, recipient: { name: "Ada Lovelace", email: "" }, reason: "Cold soup" },
    member.token,
  );
  expect(issued.status).toBe(201);
  return issued.body as { id: string };
}

async function adjust(member: TestMember, card: { id: string }, amount: number) {
  const adjusted = await api.post(
    `/v1/gift-cards/${card.id}/adjust`,
    { amount, reason: "Counted at the till" },
    member.token,
  );
  expect(adjusted.status).toBe(200);
}

/** A card a guest bought online: the way the ordering flow makes one, without paying through it. */
async function sell(member: TestMember, amount: number) {
  const [business] = await t.app.db.select().from(businesses).where(eq(businesses.id, member.businessId));
  if (!business) throw new Error("no business");
  await createCard(t.app.db, t.app.jobs, {
    business,
    amount,
    recipient: { name: "Grace Hopper", email: "" },
    sender: { name: "Alan Turing", email: "alan@example.com" },
    kind: "SOLD",
    reason: "Bought online",
  });
}

describe("the gift cards' balance outstanding", () => {
  it("says a business without cards has none, with zeros", async () => {
    const member = await createMember(api);
    const answer = await insightsOf(member);
    expect(answer.status).toBe(200);
    expect(answer.body.giftCards).toEqual({
      hasCards: false,
      currencyCode: "USD",
      outstanding: 0,
      cardsWithBalance: 0,
      sold: 0,
      soldCards: 0,
      issued: 0,
      issuedCards: 0,
      otherCurrencies: [],
    });
  });

  it("adds up what the cards that are not void hold, after adjustments, and counts those with a balance", async () => {
    const member = await createMember(api);
    const adjusted = await issue(member, 5000);
    await adjust(member, adjusted, -1250);
    await adjust(member, adjusted, 300);
    const voided = await issue(member, 2000);
    const voiding = await api.post(
      `/v1/gift-cards/${voided.id}/void`,
      { reason: "Sold by mistake" },
      member.token,
    );
    expect(voiding.status).toBe(200);
    const spent = await issue(member, 3000);
    await adjust(member, spent, -3000);
    await issue(member, 1000);
    await sell(member, 2500);

    const answer = await insightsOf(member);
    expect(answer.status).toBe(200);
    expect(answer.body.giftCards).toEqual({
      hasCards: true,
      currencyCode: "USD",
      // 4050 + 1000 + 2500: the voided card's 2000 and the spent card's 0 are not owed.
      outstanding: 7550,
      cardsWithBalance: 3,
      sold: 2500,
      soldCards: 1,
      // Every card issued in the days counts at its first amount, the voided and the spent ones too.
      issued: 11000,
      issuedCards: 4,
      otherCurrencies: [],
    });

    // The balance is today's whatever the days; nothing was sold or issued in days long past.
    const past = await insightsOf(member, { from: "2020-01-01", to: "2020-01-31" });
    expect(past.body.giftCards).toMatchObject({
      hasCards: true,
      outstanding: 7550,
      cardsWithBalance: 3,
      sold: 0,
      soldCards: 0,
      issued: 0,
      issuedCards: 0,
    });
  });

  it("keeps a business with only void cards among those with cards, owing nothing", async () => {
    const member = await createMember(api);
    const card = await issue(member, 4000);
    await api.post(`/v1/gift-cards/${card.id}/void`, { reason: "Lost" }, member.token);
    const answer = await insightsOf(member);
    expect(answer.body.giftCards).toMatchObject({ hasCards: true, outstanding: 0, cardsWithBalance: 0 });
  });

  it("sums cards still in the business's earlier currency apart from those in its own", async () => {
    const member = await createMember(api);
    await issue(member, 1500);
    const euro = await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { currency: "€" } },
      member.token,
    );
    expect(euro.status).toBe(200);
    await issue(member, 4200);
    const answer = await insightsOf(member);
    expect(answer.body.currencyCode).toBe("EUR");
    expect(answer.body.giftCards).toMatchObject({
      currencyCode: "EUR",
      outstanding: 4200,
      cardsWithBalance: 1,
      issued: 4200,
      otherCurrencies: [
        {
          currencyCode: "USD",
          outstanding: 1500,
          cardsWithBalance: 1,
          sold: 0,
          soldCards: 0,
          issued: 1500,
          issuedCards: 1,
        },
      ],
    });
  });

  it("counts only the business's own cards, and answers another member 404", async () => {
    const member = await createMember(api);
    await issue(member, 900);
    const other = await createMember(api);
    await issue(other, 7000);
    expect((await insightsOf(member)).body.giftCards).toMatchObject({ outstanding: 900, issuedCards: 1 });

    const stranger = await insightsOf({ ...member, token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe("NOT_FOUND");
  });
});
