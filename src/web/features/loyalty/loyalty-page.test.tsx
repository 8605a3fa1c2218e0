import { notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LOYALTY_MESSAGES, type LoyaltyProgram } from "../../../shared/loyalty/loyalty.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { NotificationsHost } from "../../ui/notifications-host.tsx";
import { LoyaltyPage } from "./loyalty-page.tsx";

// The owner's rewards program, as they set it up on the Loyalty screen: only the network is stood in for.

let restore = () => {};
afterEach(() => {
  restore();
  notifications.clean();
});

type Call = { method: string; path: string; body: unknown };

const PROGRAM_PATH = "/v1/businesses/business-1/loyalty";

const SAVED: LoyaltyProgram = {
  enabled: false,
  earn: { kind: "POINTS_PER_UNIT", points: 1, minSubtotal: 0 },
  rewards: [{ id: "reward-a", name: "Five dollars off", points: 100, kind: "AMOUNT", value: 500 }],
};

/** Two menus; the coffee is on both, as a copied item keeps its id. */
const MENUS = [
  {
    id: "menu-1",
    name: "Breakfast",
    removed: false,
    nodes: [
      {
        id: "group-1",
        type: 0,
        name: "Drinks",
        nodes: [
          { id: "item-coffee", type: 1, name: "Coffee" },
          { id: "item-juice", type: 1, name: "Orange juice" },
        ],
      },
    ],
  },
  {
    id: "menu-2",
    name: "Lunch",
    removed: false,
    nodes: [
      {
        id: "group-2",
        type: 0,
        name: "Mains",
        nodes: [
          { id: "item-coffee", type: 1, name: "Coffee" },
          { id: "item-soup", type: 1, name: "Tomato soup" },
        ],
      },
    ],
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API with this saved program and the menus above; `save` answers the PUT, by default with what was sent. */
function network(program: LoyaltyProgram, save: (call: Call) => unknown = (call) => call.body) {
  const calls = answerApiCalls((call) => {
    if (call.path === PROGRAM_PATH) return call.method === "PUT" ? save(call) : program;
    if (call.path.startsWith("/v1/menus?")) return MENUS;
    return {};
  });
  restore = calls.restore;
  return calls;
}

const draw = () =>
  renderInDashboard(
    <>
      <NotificationsHost />
      <LoyaltyPage />
    </>,
    { dashboard: testDashboard({ orderingEnabled: true }), path: "/app/loyalty" },
  );

/** The program's card once the saved program has arrived (while it loads, the card holds only a spinner). */
async function programCard() {
  await screen.findByRole("switch", { name: "Run a rewards program" });
  return screen.getByRole("region", { name: "Rewards program" });
}

describe("the rewards program", () => {
  it("loads the saved program, sends the changed one in minor units, and says it saved", async () => {
    const api = network(SAVED);
    const { user } = draw();
    const card = await programCard();
    expect(card.textContent).toContain(
      "Guests join from “Rewards” on your menu page or when they check out, with their phone number or email address",
    );
    const reward1 = within(card).getByRole("group", { name: "Reward 1" });
    expect(
      (within(reward1).getByRole("textbox", { name: "Name guests see" }) as HTMLInputElement).value,
    ).toBe("Five dollars off");
    expect(
      (within(reward1).getByRole("textbox", { name: "Amount taken off the order" }) as HTMLInputElement)
        .value,
    ).toBe("5");

    await user.click(within(card).getByRole("switch", { name: "Run a rewards program" }));
    const perDollar = within(card).getByRole("textbox", { name: "Points for every $1 spent" });
    await user.clear(perDollar);
    await user.type(perDollar, "2");
    const minimum = within(card).getByRole("textbox", { name: /Smallest order that earns/ });
    await user.clear(minimum);
    await user.type(minimum, "12.50");

    await user.click(within(card).getByRole("button", { name: "Add a reward" }));
    const reward2 = within(card).getByRole("group", { name: "Reward 2" });
    await user.type(within(reward2).getByRole("textbox", { name: "Name guests see" }), "A free coffee");
    await user.type(within(reward2).getByRole("textbox", { name: "Points it costs" }), "1500");
    await user.click(within(reward2).getByRole("radio", { name: "A free item" }));
    await user.click(within(reward2).getByRole("combobox", { name: "The item guests get free" }));
    // The coffee on both menus is one choice.
    expect(screen.getAllByRole("option", { name: "Coffee" })).toHaveLength(1);
    await user.click(screen.getByRole("option", { name: "Coffee" }));
    await user.click(within(card).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved successfully")).toBeTruthy();
    const puts = api.calls.filter((call) => call.method === "PUT");
    expect(puts).toEqual([
      {
        method: "PUT",
        path: PROGRAM_PATH,
        body: {
          enabled: true,
          earn: { kind: "POINTS_PER_UNIT", points: 2, minSubtotal: 1250 },
          rewards: [
            { id: "reward-a", name: "Five dollars off", points: 100, kind: "AMOUNT", value: 500 },
            {
              id: expect.any(String),
              name: "A free coffee",
              points: 1500,
              kind: "ITEM",
              itemId: "item-coffee",
            },
          ],
        },
      },
    ]);
  });

  it("counts stamps per order once the owner chooses a stamp card", async () => {
    const api = network(SAVED);
    const { user } = draw();
    const card = await programCard();
    await user.click(within(card).getByRole("radio", { name: "A stamp for every order" }));
    expect(within(card).getByRole("textbox", { name: "Stamps for every order" })).toBeTruthy();
    expect(within(card).getByRole("textbox", { name: "Stamps it costs" })).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Remove reward 1" }));
    await user.click(within(card).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved successfully")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
      enabled: false,
      earn: { kind: "STAMP_PER_ORDER", points: 1, minSubtotal: 0 },
      rewards: [],
    });
  });

  it("says what is wrong before sending anything", async () => {
    const api = network(SAVED);
    const { user } = draw();
    const card = await programCard();
    await user.click(within(card).getByRole("button", { name: "Add a reward" }));
    await user.click(within(card).getByRole("button", { name: "Save" }));

    const reward2 = within(card).getByRole("group", { name: "Reward 2" });
    expect(await within(reward2).findByText(LOYALTY_MESSAGES.rewardName)).toBeTruthy();
    expect(within(reward2).getByText(LOYALTY_MESSAGES.rewardPoints)).toBeTruthy();
    expect(within(reward2).getByText(LOYALTY_MESSAGES.rewardValue)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("shows the server's message under the field it names", async () => {
    network(SAVED, () =>
      json(400, {
        status: 400,
        code: "VALIDATION",
        message: LOYALTY_MESSAGES.rewardPoints,
        errors: [{ path: "rewards.0.points", message: LOYALTY_MESSAGES.rewardPoints }],
      }),
    );
    const { user } = draw();
    const card = await programCard();
    await user.click(within(card).getByRole("button", { name: "Save" }));

    const reward1 = within(card).getByRole("group", { name: "Reward 1" });
    expect(await within(reward1).findByText(LOYALTY_MESSAGES.rewardPoints)).toBeTruthy();
    expect(within(card).getAllByText(LOYALTY_MESSAGES.rewardPoints)).toHaveLength(1);
    const points = within(reward1).getByRole("textbox", { name: "Points it costs" });
    expect(points.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Saved successfully")).toBeNull();

    await user.type(points, "0");
    expect(within(card).queryByText(LOYALTY_MESSAGES.rewardPoints)).toBeNull();
  });

  it("shows the server's message by the button when it names no field", async () => {
    network(SAVED, () =>
      json(400, { status: 400, code: "BAD_REQUEST", message: "This request is not in the right form." }),
    );
    const { user } = draw();
    const card = await programCard();
    await user.click(within(card).getByRole("button", { name: "Save" }));

    expect(await within(card).findByText("This request is not in the right form.")).toBeTruthy();
  });
});
