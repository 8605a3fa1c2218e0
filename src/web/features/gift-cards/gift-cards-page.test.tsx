import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_GIFT_CARD_SETTINGS, type GiftCard } from "../../../shared/gift-cards/gift-cards.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { GiftCardsPage } from "./gift-cards-page.tsx";

// The gift cards screen as the owner uses it: the only thing stood in for is the network.

let restore = () => {};
afterEach(() => restore());

type Call = { method: string; path: string; body: unknown };

let serial = 0;
function giftCard(fields: Partial<GiftCard> = {}): GiftCard {
  serial += 1;
  return {
    id: `card-${serial}`,
    code: `ABCDEFGHJKMN${String(serial).padStart(4, "2")}`,
    balance: 5000,
    initial: 5000,
    currencyCode: "USD",
    status: "ACTIVE",
    recipient: { name: `Guest ${serial}`, email: "" },
    sender: null,
    message: "",
    createdAt: "2026-03-01T18:00:00.000Z",
    ...fields,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API with the given pages of cards; `answer` replaces an answer when it gives one. */
function network(pages: GiftCard[][], answer: (call: Call) => unknown = () => undefined) {
  const calls = answerApiCalls((call) => {
    const given = answer(call);
    if (given !== undefined) return given;
    if (call.path.includes("/gift-cards?")) {
      const page = Number(new URL(call.path, "http://test").searchParams.get("page") ?? "1");
      return { list: pages[page - 1] ?? [], hasNext: page < pages.length };
    }
    if (call.path.endsWith("/movements")) return [];
    if (call.path.endsWith("/gift-cards/settings")) return DEFAULT_GIFT_CARD_SETTINGS;
    return {};
  });
  restore = calls.restore;
  return calls;
}

const draw = () =>
  renderInDashboard(<GiftCardsPage />, { dashboard: testDashboard(), path: "/app/gift-cards" });

describe("the gift cards list", () => {
  it("shows each card with its code, recipient, balance and status, and loads more on request", async () => {
    const first = giftCard({
      code: "ABCDEFGHJKMNPQRS",
      balance: 1250,
      recipient: { name: "Grace Hopper", email: "grace@example.com" },
    });
    const second = giftCard({ status: "EMPTY", balance: 0 });
    const older = giftCard({ recipient: { name: "Alan Turing", email: "" } });
    const api = network([[first, second], [older]]);
    const { user } = draw();

    const card = await screen.findByRole("listitem", { name: "ABCD-EFGH-JKMN-PQRS" });
    expect(within(card).getByText("Grace Hopper")).toBeTruthy();
    expect(within(card).getByText(/grace@example\.com/)).toBeTruthy();
    expect(card.textContent).toContain("$12.50 of $50.00");
    expect(within(card).getByText("Active")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Gift cards" })).getByText("Empty")).toBeTruthy();
    expect(screen.queryByText("Alan Turing")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Load more" }));

    expect(await screen.findByText("Alan Turing")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Gift cards" })).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(api.calls.filter((call) => call.path.includes("/gift-cards?")).map((call) => call.path)).toEqual([
      "/v1/businesses/business-1/gift-cards?page=1",
      "/v1/businesses/business-1/gift-cards?page=2",
    ]);
  });

  it("asks for the cards of the status chosen", async () => {
    const api = network([[giftCard()]], ({ path }) =>
      path.includes("status=VOID") ? { list: [], hasNext: false } : undefined,
    );
    const { user } = draw();
    await screen.findByRole("list", { name: "Gift cards" });
    await user.click(screen.getByRole("radio", { name: "Void" }));

    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain(
        "/v1/businesses/business-1/gift-cards?status=VOID&page=1",
      ),
    );
    expect(await screen.findByText(/No gift card matches this search/)).toBeTruthy();
  });

  it("says what the screen is for when there are no cards yet", async () => {
    network([]);
    draw();
    expect(await screen.findByText("No gift cards yet")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Issue a gift card" }).length).toBeGreaterThan(0);
  });

  it("offers the cards as a CSV download", async () => {
    network([[giftCard()]]);
    draw();
    const link = await screen.findByRole("link", { name: "Export CSV" });
    expect(link.getAttribute("href")).toBe("/v1/businesses/business-1/gift-cards.csv");
  });
});

describe("issuing a gift card", () => {
  it("sends the amount in minor units, shows the new code to copy, and puts the card at the top", async () => {
    const older = giftCard({ recipient: { name: "Alan Turing", email: "" } });
    const issued = giftCard({
      code: "WXYZ2345ABCD6789",
      balance: 2550,
      initial: 2550,
      recipient: { name: "Ada Lovelace", email: "ada@example.com" },
    });
    const api = network([[older]], ({ method, path }) =>
      method === "POST" && path.endsWith("/gift-cards/issue") ? json(201, issued) : undefined,
    );
    const { user } = draw();
    await screen.findByText("Alan Turing");
    await user.click(screen.getByRole("button", { name: "Issue a gift card" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue a gift card" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Amount/ }), "25.50");
    await user.type(within(dialog).getByRole("textbox", { name: /^Recipient's name/ }), "Ada Lovelace");
    await user.type(within(dialog).getByRole("textbox", { name: /^Recipient's email/ }), "ada@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Our apologies for the wait");
    await user.click(within(dialog).getByRole("button", { name: "Issue card" }));

    const done = await screen.findByRole("dialog", { name: "Gift card issued" });
    expect(within(done).getByText("WXYZ-2345-ABCD-6789")).toBeTruthy();
    expect(within(done).getByRole("button", { name: "Copy code" })).toBeTruthy();
    expect(done.textContent).toContain("It is on its way to ada@example.com by mail too.");
    expect(api.calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/v1/businesses/business-1/gift-cards/issue",
      body: {
        amount: 2550,
        recipient: { name: "Ada Lovelace", email: "ada@example.com" },
        reason: "Our apologies for the wait",
      },
    });

    await user.click(within(done).getByRole("button", { name: "Done" }));
    const items = within(screen.getByRole("list", { name: "Gift cards" })).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual([
      "WXYZ-2345-ABCD-6789",
      expect.stringMatching(/^ABCD-/),
    ]);
  });

  it("says what is missing before sending anything", async () => {
    const api = network([[giftCard()]]);
    const { user } = draw();
    await user.click(await screen.findByRole("button", { name: "Issue a gift card" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue a gift card" });
    await user.click(within(dialog).getByRole("button", { name: "Issue card" }));

    expect(await within(dialog).findByText("Please enter an amount from 0.01 to 10,000.00.")).toBeTruthy();
    expect(within(dialog).getByText("Please enter who the card is for.")).toBeTruthy();
    expect(within(dialog).getByText("Please say why, in a few words.")).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });
});
