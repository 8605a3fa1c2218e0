import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  DEFAULT_GIFT_CARD_SETTINGS,
  formatCode,
  GIFT_CARD_MESSAGES,
} from "../../../src/shared/gift-cards/gift-cards.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, publishBusiness, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The owner's gift cards: settings, cards issued by hand, adjusted and voided through the ledger, their history
// and export; and the guest's look-up of a balance by code, limited per address.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      // One proxy in front: X-Forwarded-For names the guest, so each test's guest has their own limit.
      trustProxy: 1,
      giftCardLookups: { windowMs: 60_000, perAddress: 5 },
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const issue = (member: TestMember, body: Record<string, unknown>) =>
  api.post(`/v1/businesses/${member.businessId}/gift-cards/issue`, body, member.token);

const comp = {
  amount: 5000,
  recipient: { name: "Ada Lovelace", email: "ada@example.com" },
  reason: "Cold soup",
};

async function publishedOwner() {
  const member = await createMember(api);
  await createMenu(api, member);
  await publishBusiness(api, member);
  return member;
}

const lookUp = (code: string, address: string) =>
  api.call("GET", `/v1/public/gift-cards/${encodeURIComponent(code)}`, {
    headers: { "x-forwarded-for": address },
  });

describe("the owner's settings", () => {
  it("start off, keep what is saved, and refuse amounts out of range with a sentence", async () => {
    const member = await createMember(api);
    const path = `/v1/businesses/${member.businessId}/gift-cards/settings`;
    expect((await api.get(path, member.token)).body).toEqual(DEFAULT_GIFT_CARD_SETTINGS);
    const saved = { enabled: true, presets: [2000, 4000], min: 1500, max: 20000 };
    expect((await api.put(path, saved, member.token)).body).toEqual(saved);
    const crossed = await api.put(path, { ...saved, min: 30000 }, member.token);
    expect(crossed.status).toBe(400);
    expect(crossed.body.errors).toContainEqual({ path: "min", message: GIFT_CARD_MESSAGES.range });
    const outside = await api.put(path, { ...saved, presets: [100] }, member.token);
    expect(outside.body.errors[0].message).toBe(GIFT_CARD_MESSAGES.presets);
    expect((await api.get(path, member.token)).body).toEqual(saved);
  });
});

describe("a card issued by hand", () => {
  it("gets a code of 16 look-alike-free characters, its balance and its first movement", async () => {
    const member = await createMember(api);
    const issued = await issue(member, comp);
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      balance: 5000,
      initial: 5000,
      currencyCode: "USD",
      status: "ACTIVE",
      recipient: { name: "Ada Lovelace", email: "ada@example.com" },
      sender: null,
    });
    expect(issued.body.code).toHaveLength(CODE_LENGTH);
    expect([...issued.body.code].every((c: string) => CODE_ALPHABET.includes(c))).toBe(true);
    const movements = await api.get(`/v1/gift-cards/${issued.body.id}/movements`, member.token);
    expect(movements.body).toEqual([
      expect.objectContaining({ kind: "ISSUED", amount: 5000, balanceAfter: 5000, reason: "Cold soup" }),
    ]);
  });

  it("is mailed once to the person it is for, with its code and its page", async () => {
    const member = await publishedOwner();
    const card = (await issue(member, comp)).body;
    const unmailed = (await issue(member, { ...comp, recipient: { name: "Bob", email: "" } })).body;
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const mails = (t.outbox() as { to: string; subject: string; text: string; html: string }[]).filter(
      (mail) => mail.to === "ada@example.com" && mail.text.includes(formatCode(card.code)),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^A gift card from /);
    expect(mails[0]?.text).toContain("has given you a gift card of $50.00.");
    expect(mails[0]?.html).toContain(`http://menu.test/g/${card.code}`);
    expect(JSON.stringify(t.outbox())).not.toContain(unmailed.code);
  });

  it("refuses a bad amount or no reason with a sentence, and makes nothing", async () => {
    const member = await createMember(api);
    for (const amount of [0, -500, 1.5, 1_000_001, "50"]) {
      const refused = await issue(member, { ...comp, amount });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toEqual({ path: "amount", message: GIFT_CARD_MESSAGES.amount });
    }
    const noReason = await issue(member, { ...comp, reason: "  " });
    expect(noReason.body.errors[0]).toEqual({ path: "reason", message: GIFT_CARD_MESSAGES.reason });
    const list = await api.get(`/v1/businesses/${member.businessId}/gift-cards`, member.token);
    expect(list.body).toEqual({ list: [], hasNext: false });
  });

  it("is found by its code as printed, by name or email, and by status", async () => {
    const member = await createMember(api);
    const ada = (await issue(member, comp)).body;
    const bob = (await issue(member, { ...comp, recipient: { name: "Bob Marley", email: "" } })).body;
    const list = (q: string) =>
      api.get(`/v1/businesses/${member.businessId}/gift-cards?${q}`, member.token).then((r) => r.body);
    expect((await list("")).list.map((card: { id: string }) => card.id)).toEqual([bob.id, ada.id]);
    const printed = formatCode(ada.code).toLowerCase();
    expect((await list(`q=${printed}`)).list.map((card: { id: string }) => card.id)).toEqual([ada.id]);
    expect((await list("q=marley")).list.map((card: { id: string }) => card.id)).toEqual([bob.id]);
    expect((await list("q=ADA%40example")).list.map((card: { id: string }) => card.id)).toEqual([ada.id]);
    expect((await list("q=100%25")).list).toEqual([]);
    await api.post(`/v1/gift-cards/${bob.id}/void`, { reason: "Lost" }, member.token);
    expect((await list("status=VOID")).list.map((card: { id: string }) => card.id)).toEqual([bob.id]);
    expect((await list("status=ACTIVE")).list.map((card: { id: string }) => card.id)).toEqual([ada.id]);
  });
});

describe("a card's balance", () => {
  it("moves up and down with a reason, never below zero, and empties at zero", async () => {
    const member = await createMember(api);
    const card = (await issue(member, { ...comp, amount: 1000 })).body;
    const adjust = (amount: number, reason = "Counted at the till") =>
      api.post(`/v1/gift-cards/${card.id}/adjust`, { amount, reason }, member.token);
    expect((await adjust(500)).body).toMatchObject({ balance: 1500, status: "ACTIVE" });
    const tooMuch = await adjust(-2000);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: "GIFT_CARD_EMPTY", message: GIFT_CARD_MESSAGES.notEnough });
    expect((await adjust(-1500)).body).toMatchObject({ balance: 0, status: "EMPTY" });
    expect((await adjust(0)).body.errors[0].message).toBe(GIFT_CARD_MESSAGES.adjustAmount);
    const movements = await api.get(`/v1/gift-cards/${card.id}/movements`, member.token);
    expect(
      movements.body.map((m: { amount: number; balanceAfter: number }) => [m.amount, m.balanceAfter]),
    ).toEqual([
      [-1500, 0],
      [500, 1500],
      [1000, 1000],
    ]);
  });

  it("is spent once when fifty take from it at once", async () => {
    const member = await createMember(api);
    const card = (await issue(member, { ...comp, amount: 1000 })).body;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        api.post(`/v1/gift-cards/${card.id}/adjust`, { amount: -100, reason: `Till ${n}` }, member.token),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.body.code === "GIFT_CARD_EMPTY")).toHaveLength(40);
    const movements = await api.get(`/v1/gift-cards/${card.id}/movements`, member.token);
    expect(movements.body).toHaveLength(11);
    expect(movements.body.reduce((sum: number, m: { amount: number }) => sum + m.amount, 0)).toBe(0);
    const list = await api.get(`/v1/businesses/${member.businessId}/gift-cards`, member.token);
    expect(list.body.list[0]).toMatchObject({ balance: 0, status: "EMPTY" });
  });

  it("goes to zero when the card is voided, which then changes no more", async () => {
    const member = await createMember(api);
    const card = (await issue(member, comp)).body;
    const voided = await api.post(
      `/v1/gift-cards/${card.id}/void`,
      { reason: "Sold by mistake" },
      member.token,
    );
    expect(voided.body).toMatchObject({ balance: 0, status: "VOID" });
    const again = await api.post(`/v1/gift-cards/${card.id}/void`, { reason: "Twice" }, member.token);
    expect(again.body).toMatchObject({ code: "GIFT_CARD_VOID", message: GIFT_CARD_MESSAGES.voided });
    const adjusted = await api.post(
      `/v1/gift-cards/${card.id}/adjust`,
      { amount: 100, reason: "x" },
      member.token,
    );
    expect(adjusted.body).toMatchObject({ code: "GIFT_CARD_VOID", message: GIFT_CARD_MESSAGES.voided });
    const movements = await api.get(`/v1/gift-cards/${card.id}/movements`, member.token);
    expect(movements.body[0]).toMatchObject({ kind: "VOIDED", amount: -5000, balanceAfter: 0 });
    expect(movements.body).toHaveLength(2);
  });
});

describe("the export", () => {
  it("lists every movement with its card, as Excel reads it", async () => {
    const member = await createMember(api);
    const card = (await issue(member, { ...comp, recipient: { name: 'Zoë, "Z"', email: "" } })).body;
    await api.post(`/v1/gift-cards/${card.id}/adjust`, { amount: -1250, reason: "Lunch" }, member.token);
    const answer = await fetch(
      `${t.baseUrl}/v1/businesses/${member.businessId}/gift-cards.csv?token=${member.token}`,
    );
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await answer.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      "Code,Status,Recipient,Recipient email,Initial,Balance,Currency,Date,Change,Amount,Balance after,Reason,Order",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${formatCode(card.code)},ACTIVE,"Zoë, ""Z""",,50.00,37.50,USD,`);
    expect(lines[1]).toContain(",ISSUED,50.00,50.00,Cold soup,");
    expect(lines[2]).toContain(",ADJUSTED,-12.50,37.50,Lunch,");
  });
});

describe("the guest's look-up of a balance", () => {
  it("answers the balance by the code as printed, in any case", async () => {
    const member = await publishedOwner();
    const card = (await issue(member, comp)).body;
    const found = await lookUp(formatCode(card.code).toLowerCase(), "10.1.0.1");
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ balance: 5000, currencyCode: "USD", businessName: expect.any(String) });
    const wrong = await lookUp("ABCD-EFGH-JKMN-PQRS", "10.1.0.1");
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ code: "GIFT_CARD_INVALID", message: GIFT_CARD_MESSAGES.invalid });
    await api.post(`/v1/gift-cards/${card.id}/void`, { reason: "Lost" }, member.token);
    expect((await lookUp(card.code, "10.1.0.1")).body.code).toBe("GIFT_CARD_INVALID");
  });

  it("refuses an address that tried too many codes, the right one included, without saying which exist", async () => {
    const member = await publishedOwner();
    const card = (await issue(member, comp)).body;
    const tries = [];
    for (let n = 0; n < 100; n++) tries.push(await lookUp(`WRONG${String(n).padStart(11, "2")}`, "10.2.0.1"));
    expect(tries.filter((answer) => answer.status === 404)).toHaveLength(5);
    expect(tries.filter((answer) => answer.status === 429)).toHaveLength(95);
    const right = await lookUp(card.code, "10.2.0.1");
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(GIFT_CARD_MESSAGES.tooMany);
    expect((await lookUp(card.code, "10.2.0.2")).status).toBe(200);
  });

  it("finds no card of a business whose page is not published", async () => {
    const member = await createMember(api);
    const card = (await issue(member, comp)).body;
    expect((await lookUp(card.code, "10.3.0.1")).status).toBe(404);
  });
});
