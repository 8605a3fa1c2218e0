import { notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_GIFT_CARD_SETTINGS,
  GIFT_CARD_MESSAGES,
  type GiftCardSettings,
} from "../../../shared/gift-cards/gift-cards.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { NotificationsHost } from "../../ui/notifications-host.tsx";
import { GiftCardsPage } from "./gift-cards-page.tsx";

// Selling gift cards online, as the owner sets it up on the gift cards screen: only the network is stood in for.

let restore = () => {};
afterEach(() => {
  restore();
  notifications.clean();
});

type Call = { method: string; path: string; body: unknown };

const SETTINGS_PATH = "/v1/businesses/business-1/gift-cards/settings";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API with these saved settings and no cards; `save` answers the PUT, by default with what was sent. */
function network(settings: GiftCardSettings, save: (call: Call) => unknown = (call) => call.body) {
  const calls = answerApiCalls((call) => {
    if (call.path === SETTINGS_PATH) return call.method === "PUT" ? save(call) : settings;
    if (call.path.includes("/gift-cards?")) return { list: [], hasNext: false };
    return {};
  });
  restore = calls.restore;
  return calls;
}

const draw = () =>
  renderInDashboard(
    <>
      <NotificationsHost />
      <GiftCardsPage />
    </>,
    { dashboard: testDashboard(), path: "/app/gift-cards" },
  );

/** The settings' card once the saved settings have arrived (while they load, the card holds only a spinner). */
async function settingsCard() {
  await screen.findByRole("switch", { name: "Sell gift cards on your menu page" });
  return screen.getByRole("region", { name: "Selling gift cards online" });
}

describe("selling gift cards online", () => {
  it("loads the saved amounts, sends the changed ones in minor units, and says it saved", async () => {
    const api = network(DEFAULT_GIFT_CARD_SETTINGS);
    const { user } = draw();
    const card = await settingsCard();
    const amount = (n: number) => within(card).getByRole("textbox", { name: `Amount ${n}` });
    expect(card.textContent).toContain("$");
    expect((amount(2) as HTMLInputElement).value).toBe("50");
    expect(within(card).queryByText(/Guests find "Gift cards"/)).toBeNull();

    await user.click(within(card).getByRole("switch", { name: "Sell gift cards on your menu page" }));
    const hint = within(card).getByText(/Guests find "Gift cards" in your menu page's header/);
    expect(hint.textContent).toContain("online card payments through Stripe");
    expect(within(hint).getByRole("link", { name: "Settings → Payments" }).getAttribute("href")).toBe(
      "/app/settings/payments",
    );

    await user.clear(amount(2));
    await user.type(amount(2), "40");
    await user.click(within(card).getByRole("button", { name: "Remove amount 3" }));
    await user.click(within(card).getByRole("button", { name: "Add an amount" }));
    await user.type(amount(3), "75.50");
    const min = within(card).getByRole("textbox", { name: "Smallest amount a guest may choose" });
    const max = within(card).getByRole("textbox", { name: "Largest amount a guest may choose" });
    await user.clear(min);
    await user.type(min, "5");
    await user.clear(max);
    await user.type(max, "200");
    await user.click(within(card).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved successfully")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PUT")).toEqual([
      {
        method: "PUT",
        path: SETTINGS_PATH,
        body: { enabled: true, presets: [2500, 4000, 7550], min: 500, max: 20000 },
      },
    ]);
  });

  it("stops at six amounts", async () => {
    network({ ...DEFAULT_GIFT_CARD_SETTINGS, presets: [1000, 2000, 3000, 4000, 5000] });
    const { user } = draw();
    const card = await settingsCard();
    const add = await within(card).findByRole("button", { name: "Add an amount" });
    await user.click(add);
    expect(within(card).getByRole("textbox", { name: "Amount 6" })).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends no amount for a box added and left empty, and takes the box away once saved", async () => {
    const api = network(DEFAULT_GIFT_CARD_SETTINGS);
    const { user } = draw();
    const card = await settingsCard();
    await user.click(within(card).getByRole("button", { name: "Add an amount" }));
    expect(within(card).getByRole("textbox", { name: "Amount 4" })).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved successfully")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual(DEFAULT_GIFT_CARD_SETTINGS);
    expect(within(card).queryByRole("textbox", { name: "Amount 4" })).toBeNull();
  });

  it("says what is wrong before sending anything", async () => {
    const api = network(DEFAULT_GIFT_CARD_SETTINGS);
    const { user } = draw();
    const card = await settingsCard();
    const min = await within(card).findByRole("textbox", { name: "Smallest amount a guest may choose" });
    await user.clear(min);
    await user.type(min, "600");
    await user.click(within(card).getByRole("button", { name: "Save" }));

    expect(await within(card).findByText(GIFT_CARD_MESSAGES.range)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("shows the server's message under the field it names", async () => {
    network(DEFAULT_GIFT_CARD_SETTINGS, () =>
      json(400, {
        status: 400,
        code: "VALIDATION",
        message: GIFT_CARD_MESSAGES.presets,
        errors: [{ path: "presets.1", message: GIFT_CARD_MESSAGES.presets }],
      }),
    );
    const { user } = draw();
    const card = await settingsCard();
    await user.click(await within(card).findByRole("button", { name: "Save" }));

    const message = await within(card).findByText(GIFT_CARD_MESSAGES.presets);
    expect(message.getAttribute("role")).toBe("alert");
    expect(within(card).getAllByText(GIFT_CARD_MESSAGES.presets)).toHaveLength(1);
    expect(within(card).getByRole("textbox", { name: "Amount 2" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Saved successfully")).toBeNull();

    await user.type(within(card).getByRole("textbox", { name: "Amount 2" }), "0");
    expect(within(card).queryByText(GIFT_CARD_MESSAGES.presets)).toBeNull();
  });

  it("shows the server's message by the button when it names no field", async () => {
    network(DEFAULT_GIFT_CARD_SETTINGS, () =>
      json(400, { status: 400, code: "BAD_REQUEST", message: "This request is not in the right form." }),
    );
    const { user } = draw();
    const card = await settingsCard();
    await user.click(await within(card).findByRole("button", { name: "Save" }));

    expect(await within(card).findByText("This request is not in the right form.")).toBeTruthy();
  });
});
