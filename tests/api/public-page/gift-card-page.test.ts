import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCards } from "../../../src/server/db/schema.ts";
import { escapeHtml } from "../../../src/server/lib/html.ts";
import { GIFT_CARD_WORDS } from "../../../src/shared/gift-cards/gift-card-words.ts";
import { formatCode, GIFT_CARD_MESSAGES } from "../../../src/shared/gift-cards/gift-cards.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createMember,
  createMenu,
  publishBusiness,
  type TestMember,
  updateBusiness,
} from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The guest's gift card page at /g/{code}, as a browser without script reads it: what the card holds in the
// restaurant's look and the guest's language, a sentence for a code that opens nothing, and the API's limit
// on look-ups per address, which the page shares. Each test is its own guest (X-Forwarded-For) with its own
// limit.

const PER_ADDRESS = 3;

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      // One proxy in front: X-Forwarded-For names the guest.
      trustProxy: 1,
      giftCardLookups: { windowMs: 60_000, perAddress: PER_ADDRESS },
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

let lastGuest = 0;
/** A guest address of its own, so no test spends another's look-ups. */
const newGuest = () => `203.0.113.${++lastGuest}`;

const page = (path: string, guest: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, { redirect: "manual", headers: { "x-forwarded-for": guest, ...headers } });

const comp = { amount: 5000, recipient: { name: "Ada", email: "" }, reason: "Comp" };

interface Restaurant extends TestMember {
  address: string;
}

async function publishedRestaurant(config?: Record<string, unknown>): Promise<Restaurant> {
  const member = await createMember(api);
  await createMenu(api, member);
  if (config) await updateBusiness(api, member, { config });
  const business = await publishBusiness(api, member);
  return { ...member, address: business.customUrl ?? business.url };
}

async function issueCard(member: TestMember) {
  const issued = await api.post(`/v1/businesses/${member.businessId}/gift-cards/issue`, comp, member.token);
  expect(issued.status).toBe(201);
  return issued.body as { id: string; code: string };
}

describe("a gift card's page", () => {
  it("shows the balance, the code to pay with and the way to the menu, as printed or as stored", async () => {
    const place = await publishedRestaurant();
    const card = await issueCard(place);
    const guest = newGuest();

    const answer = await page(`/g/${card.code}`, guest);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toContain(`<h1>${place.businessName}</h1>`);
    expect(html).toContain("Gift card");
    expect(html).toContain("For <bdi>Ada</bdi>");
    expect(html).toContain("<bdi>$50.00</bdi>");
    expect(html).toContain("of <bdi>$50.00</bdi>");
    expect(html).toContain("Ready to use");
    expect(html).toContain(formatCode(card.code));
    expect(html).toContain("Show this code when you pay.");
    expect(html).toContain(`aria-label="QR code of ${formatCode(card.code)}"`);
    expect(html).toContain(`href="/m/${place.address}"`);
    expect(html).not.toContain("<script");

    // As printed on the card and typed by a guest: dashes, lower case.
    const printed = await page(`/g/${formatCode(card.code).toLowerCase()}`, guest);
    expect(printed.status).toBe(200);
    expect(await printed.text()).toContain("<bdi>$50.00</bdi>");
  });

  it("speaks the language the guest asks for, or their browser's", async () => {
    const place = await publishedRestaurant();
    const card = await issueCard(place);
    const guest = newGuest();

    const asked = await (await page(`/g/${card.code}?lang=es`, guest)).text();
    expect(asked).toContain('<html lang="es">');
    expect(asked).toContain(GIFT_CARD_WORDS.es.title);
    expect(asked).toContain(GIFT_CARD_WORDS.es.balance);
    expect(asked).toContain("Para <bdi>Ada</bdi>");
    expect(asked).toContain(GIFT_CARD_WORDS.es.seeMenu);

    const browser = await page(`/g/${card.code}`, guest, { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" });
    expect(browser.headers.get("vary")).toContain("accept-language");
    const arabic = await browser.text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(GIFT_CARD_WORDS.ar.showCode);
  });

  it("follows the restaurant's languages where it lists them, and takes the guest to its menu in theirs", async () => {
    const place = await publishedRestaurant({ languages: ["en", "es"] });
    const card = await issueCard(place);
    const guest = newGuest();

    const spanish = await (await page(`/g/${card.code}`, guest, { "accept-language": "es-MX" })).text();
    expect(spanish).toContain(GIFT_CARD_WORDS.es.title);
    expect(spanish).toContain(`href="/m/${place.address}?lang=es"`);
    // French is not among the restaurant's languages: its first one.
    const french = await (await page(`/g/${card.code}?lang=fr`, guest)).text();
    expect(french).toContain('<html lang="en">');
    expect(french).toContain("Show this code when you pay.");
  });

  it("shows the sender's message as they wrote it, as text", async () => {
    const place = await publishedRestaurant();
    const card = await issueCard(place);
    // A card sold online carries who sent it and their message; none is sold here, so the row says so.
    await t.database.db
      .update(giftCards)
      .set({ senderName: "Bob <b>", message: "Happy birthday!\n<script>alert(1)</script>" })
      .where(eq(giftCards.id, card.id));

    const html = await (await page(`/g/${card.code}`, newGuest())).text();
    expect(html).toContain("Happy birthday!\n&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("From <bdi>Bob &lt;b&gt;</bdi>");
    expect(html).not.toContain("<script");
  });

  it("says a spent card has nothing left, without asking to show its code", async () => {
    const place = await publishedRestaurant();
    const card = await issueCard(place);
    const spent = await api.post(
      `/v1/gift-cards/${card.id}/adjust`,
      { amount: -5000, reason: "Spent" },
      place.token,
    );
    expect(spent.body).toMatchObject({ balance: 0, status: "EMPTY" });

    const answer = await page(`/g/${card.code}`, newGuest());
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Spent: this card has nothing left on it.");
    expect(html).toContain("<bdi>$0.00</bdi>");
    expect(html).not.toContain("Show this code when you pay.");
    expect(html).not.toContain("<svg");
  });

  it("answers 404 with the sentence for a code that opens nothing: unknown, void, or the page not live", async () => {
    const place = await publishedRestaurant();
    const voided = await issueCard(place);
    await api.post(`/v1/gift-cards/${voided.id}/void`, { reason: "Lost" }, place.token);
    const unpublished = await createMember(api);
    const hidden = await issueCard(unpublished);

    const codes = ["ABCD-EFGH-JKMN-PQRS", voided.code, hidden.code, "x".repeat(60), "x".repeat(200)];
    for (const code of codes) {
      const answer = await page(`/g/${code}`, newGuest());
      expect(answer.status, code).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const html = await answer.text();
      expect(html).toContain(escapeHtml(GIFT_CARD_MESSAGES.invalid));
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    // The API's look-up reads the card as the page does: the same codes open nothing there either.
    for (const code of [voided.code, hidden.code]) {
      const looked = await api.call("GET", `/v1/public/gift-cards/${code}`, {
        headers: { "x-forwarded-for": newGuest() },
      });
      expect(looked.status, code).toBe(404);
      expect(looked.body.code).toBe("GIFT_CARD_INVALID");
    }
    expect((await page("/g/", newGuest())).status).toBe(404);
    expect((await page(`/g/${voided.code}/more`, newGuest())).status).toBe(404);
    const spanish = await page(`/g/${voided.code}`, newGuest(), { "accept-language": "es" });
    expect(spanish.status).toBe(404);
    expect(await spanish.text()).toContain(GIFT_CARD_WORDS.es.notFound);
  });
});

describe("look-ups from one address", () => {
  it("answer 429 with the sentence past the limit, right codes and wrong ones alike", async () => {
    const place = await publishedRestaurant();
    const card = await issueCard(place);
    const guest = newGuest();

    expect((await page(`/g/${card.code}`, guest)).status).toBe(200);
    expect((await page(`/g/${"ABCD-EFGH-JKMN-PQRS"}`, guest)).status).toBe(404);
    expect((await page(`/g/${card.code}`, guest)).status).toBe(200);
    const refused = await page(`/g/${card.code}`, guest);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const html = await refused.text();
    expect(html).toContain(GIFT_CARD_MESSAGES.tooMany);
    expect(html).not.toContain("$50.00");
    const french = await page(`/g/${card.code}?lang=fr`, guest);
    expect(french.status).toBe(429);
    expect(await french.text()).toContain(GIFT_CARD_WORDS.fr.tooMany);
    // Another guest is not held back.
    expect((await page(`/g/${card.code}`, newGuest())).status).toBe(200);
  });

  it("share one limit with the API's look-up", async () => {
    const place = await publishedRestaurant();
    const card = await issueCard(place);
    const guest = newGuest();
    const lookUp = () =>
      api.call("GET", `/v1/public/gift-cards/${card.code}`, { headers: { "x-forwarded-for": guest } });

    expect((await lookUp()).status).toBe(200);
    expect((await page(`/g/${card.code}`, guest)).status).toBe(200);
    expect((await lookUp()).status).toBe(200);
    expect((await page(`/g/${card.code}`, guest)).status).toBe(429);
    const api429 = await lookUp();
    expect(api429.status).toBe(429);
    expect(api429.body).toMatchObject({ message: GIFT_CARD_MESSAGES.tooMany });
  });
});
