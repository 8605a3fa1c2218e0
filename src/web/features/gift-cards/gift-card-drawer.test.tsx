import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_GIFT_CARD_SETTINGS,
  GIFT_CARD_MESSAGES,
  type GiftCard,
  type GiftCardMovement,
} from "../../../shared/gift-cards/gift-cards.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { GiftCardsPage } from "./gift-cards-page.tsx";

// One card's details, opened from the list, as the owner uses them: the only thing stood in for is the network.

let restore = () => {};
afterEach(() => restore());

type Call = { method: string; path: string; body: unknown };

const CARD: GiftCard = {
  id: "card-1",
  code: "ABCDEFGHJKMNPQRS",
  balance: 2000,
  initial: 5000,
  currencyCode: "USD",
  status: "ACTIVE",
  recipient: { name: "Grace Hopper", email: "grace@example.com" },
  sender: null,
  message: "",
  createdAt: "2026-03-01T18:00:00.000Z",
};

const MOVEMENTS: GiftCardMovement[] = [
  {
    id: "move-2",
    kind: "REDEEMED",
    amount: -3000,
    balanceAfter: 2000,
    reason: "",
    orderId: "order-7",
    createdAt: "2026-03-05T19:30:00.000Z",
  },
  {
    id: "move-1",
    kind: "ISSUED",
    amount: 5000,
    balanceAfter: 5000,
    reason: "Our apologies for the wait",
    orderId: null,
    createdAt: "2026-03-01T18:00:00.000Z",
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API with one card and its history; `answer` replaces an answer when it gives one. */
function network(answer: (call: Call) => unknown = () => undefined) {
  const calls = answerApiCalls((call) => {
    const given = answer(call);
    if (given !== undefined) return given;
    if (call.path.endsWith("/gift-cards/settings")) return DEFAULT_GIFT_CARD_SETTINGS;
    if (call.path.includes("/gift-cards?")) return { list: [CARD], hasNext: false };
    if (call.path.endsWith("/movements")) return MOVEMENTS;
    return {};
  });
  restore = calls.restore;
  return calls;
}

async function openCard() {
  const drawn = renderInDashboard(<GiftCardsPage />, { dashboard: testDashboard(), path: "/app/gift-cards" });
  await drawn.user.click(await screen.findByRole("button", { name: "Open gift card ABCD-EFGH-JKMN-PQRS" }));
  return { ...drawn, drawer: await screen.findByRole("dialog", { name: "Gift card" }) };
}

describe("a gift card's details", () => {
  it("shows the balance and the history in words, with signed amounts", async () => {
    network();
    const { drawer } = await openCard();
    expect(within(drawer).getByText("ABCD-EFGH-JKMN-PQRS")).toBeTruthy();
    expect(within(drawer).getByText("$20.00")).toBeTruthy();
    const history = await within(drawer).findByRole("list", { name: "History" });
    const rows = within(history).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("Spent on an order");
    expect(rows[0]?.textContent).toContain("\u2212$30.00");
    expect(rows[0]?.textContent).toContain("Balance $20.00");
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "See the order" })).toBeTruthy();
    expect(rows[1]?.textContent).toContain("Issued");
    expect(rows[1]?.textContent).toContain("+$50.00");
    expect(rows[1]?.textContent).toContain("Our apologies for the wait");
  });

  it("shows the server's refusal when an adjustment would take off more than the card holds", async () => {
    const api = network(({ method, path }) =>
      method === "POST" && path.endsWith("/adjust")
        ? json(400, { status: 400, code: "GIFT_CARD_EMPTY", message: GIFT_CARD_MESSAGES.notEnough })
        : undefined,
    );
    const { user, drawer } = await openCard();
    await user.click(within(drawer).getByRole("button", { name: "Adjust balance" }));
    const form = within(drawer).getByRole("form", { name: "Adjust balance" });
    await user.click(within(form).getByRole("radio", { name: "Take off" }));
    await user.type(within(form).getByRole("textbox", { name: /^Amount/ }), "25");
    await user.type(within(form).getByRole("textbox", { name: /^Reason/ }), "Paid part of a bill in cash");
    await user.click(within(form).getByRole("button", { name: "Save adjustment" }));

    expect((await within(form).findByRole("alert")).textContent).toBe(GIFT_CARD_MESSAGES.notEnough);
    expect(api.calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/v1/gift-cards/card-1/adjust",
      body: { amount: -2500, reason: "Paid part of a bill in cash" },
    });
    // The owner corrects the amount and sends again.
    const amount = within(form).getByRole("textbox", { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, "20.50");
    await user.click(within(form).getByRole("button", { name: "Save adjustment" }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === "POST")[1]?.body).toEqual({
      amount: -2050,
      reason: "Paid part of a bill in cash",
    });
  });

  it("voids the card with the reason, then offers no more changes", async () => {
    const voided: GiftCard = { ...CARD, status: "VOID", balance: 0 };
    const api = network(({ method, path }) =>
      method === "POST" && path.endsWith("/void") ? voided : undefined,
    );
    const { user, drawer } = await openCard();
    await user.click(within(drawer).getByRole("button", { name: "Void card" }));
    const form = within(drawer).getByRole("form", { name: "Void card" });
    await user.type(within(form).getByRole("textbox", { name: /^Reason/ }), "Reported lost");
    await user.click(within(form).getByRole("button", { name: "Void card" }));

    expect(await within(drawer).findByText(GIFT_CARD_MESSAGES.voided)).toBeTruthy();
    expect(api.calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/v1/gift-cards/card-1/void",
      body: { reason: "Reported lost" },
    });
    expect(within(drawer).queryByRole("button", { name: "Adjust balance" })).toBeNull();
    expect(within(drawer).queryByRole("button", { name: "Void card" })).toBeNull();
    expect(within(drawer).getByText("Void")).toBeTruthy();
    // The list behind the drawer shows the card as void too.
    const listed = screen.getByRole("listitem", { name: "ABCD-EFGH-JKMN-PQRS" });
    await waitFor(() => expect(within(listed).getByText("Void")).toBeTruthy());
  });

  it("offers no changes for a card already void", async () => {
    network(({ path }) =>
      path.includes("/gift-cards?")
        ? { list: [{ ...CARD, status: "VOID", balance: 0 }], hasNext: false }
        : undefined,
    );
    const { drawer } = await openCard();
    expect(within(drawer).getByText(GIFT_CARD_MESSAGES.voided)).toBeTruthy();
    expect(within(drawer).queryByRole("button", { name: "Adjust balance" })).toBeNull();
    expect(within(drawer).queryByRole("button", { name: "Void card" })).toBeNull();
  });
});
