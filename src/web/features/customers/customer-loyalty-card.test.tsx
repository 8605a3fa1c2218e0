import { notifications } from "@mantine/notifications";
import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CustomerDetails } from "../../../shared/customers/customers.ts";
import { LOYALTY_MESSAGES, type LoyaltyProgram } from "../../../shared/loyalty/loyalty.ts";
import { loyaltyProgramKey } from "../../api/loyalty.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { NotificationsHost } from "../../ui/notifications-host.tsx";
import { CustomerDrawer } from "./customer-drawer.tsx";
import type { CustomerLoyalty } from "./customer-loyalty-api.ts";

// A customer's loyalty points in their details drawer, the owner's adjustment and a reward given at the counter: only
// the network is stood in for.

let restore = () => {};
afterEach(() => {
  restore();
  notifications.clean();
});

type Call = { method: string; path: string; body: unknown };

const CUSTOMER: CustomerDetails = {
  id: "customer-1",
  businessId: "business-1",
  name: "Grace Hopper",
  phone: "2125550100",
  email: "grace@example.com",
  address: "",
  city: "",
  state: "",
  zip: "",
  lastOrderDate: null,
  createdDate: "2026-03-01T18:00:00.000Z",
  orders: [],
};

const LOYALTY: CustomerLoyalty = {
  isMember: true,
  points: 120,
  history: [
    {
      id: "move-2",
      kind: "TAKEN_BACK",
      points: -30,
      balanceAfter: 120,
      reason: "",
      orderId: "order-7",
      createdAt: "2026-03-05T19:30:00.000Z",
    },
    {
      id: "move-1",
      kind: "EARNED",
      points: 150,
      balanceAfter: 150,
      reason: "",
      orderId: "order-7",
      createdAt: "2026-03-04T19:30:00.000Z",
    },
  ],
};

const PROGRAM: LoyaltyProgram = {
  enabled: true,
  earn: { kind: "POINTS_PER_UNIT", points: 1, minSubtotal: 0 },
  rewards: [
    { id: "reward-1", name: "Free coffee", points: 100, kind: "ITEM", itemId: "item-1" },
    { id: "reward-2", name: "$10 off", points: 150, kind: "AMOUNT", value: 1000 },
  ],
};

const LOYALTY_PATH = "/v1/customers/customer-1/loyalty";
const ADJUST_PATH = `${LOYALTY_PATH}/adjust`;
const REDEEM_PATH = `${LOYALTY_PATH}/redeem`;
const PROGRAM_PATH = "/v1/businesses/business-1/loyalty";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function network(
  loyalty: CustomerLoyalty,
  adjust: (call: Call) => unknown,
  {
    program = PROGRAM,
    redeem = () => loyalty,
  }: { program?: LoyaltyProgram; redeem?: (call: Call) => unknown } = {},
) {
  const calls = answerApiCalls((call) => {
    if (call.path === "/v1/customers/customer-1") return CUSTOMER;
    if (call.path === LOYALTY_PATH) return loyalty;
    if (call.path === ADJUST_PATH) return adjust(call);
    if (call.path === PROGRAM_PATH) return program;
    if (call.path === REDEEM_PATH) return redeem(call);
    return {};
  });
  restore = calls.restore;
  return calls;
}

const draw = () =>
  renderInDashboard(
    <>
      <NotificationsHost />
      <CustomerDrawer customerId="customer-1" onClose={() => {}} />
    </>,
    { dashboard: testDashboard({ orderingEnabled: true }), path: "/app/customers" },
  );

async function loyaltyCard() {
  const card = await screen.findByRole("region", { name: "Loyalty points" });
  await within(card).findByRole("button", { name: "Adjust points" });
  return card;
}

describe("a customer's loyalty points", () => {
  it("shows the points, the membership and the history in words", async () => {
    network(LOYALTY, () => LOYALTY);
    draw();
    const card = await loyaltyCard();
    expect(within(card).getByText("120 points")).toBeTruthy();
    expect(within(card).getByText("Member")).toBeTruthy();
    const history = within(card).getByRole("list", { name: "Points history" });
    const rows = within(history).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByText(/^(Earned|Taken back \(refund\))$/).textContent)).toEqual([
      "Taken back (refund)",
      "Earned",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("\u221230 points")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("+150 points")).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "See the order" })
        .getAttribute("href"),
    ).toBe("/app/orders/order-7");
  });

  it("adjusts the points with a reason and shows the points the server answers", async () => {
    const after: CustomerLoyalty = {
      isMember: true,
      points: 70,
      history: [
        {
          id: "move-3",
          kind: "ADJUSTED",
          points: -50,
          balanceAfter: 70,
          reason: "Points given by mistake",
          orderId: null,
          createdAt: "2026-03-06T12:00:00.000Z",
        },
        ...LOYALTY.history,
      ],
    };
    const api = network(LOYALTY, () => after);
    const { user } = draw();
    const card = await loyaltyCard();
    await user.click(within(card).getByRole("button", { name: "Adjust points" }));
    const form = within(card).getByRole("form", { name: "Adjust points" });
    await user.type(within(form).getByRole("textbox", { name: /Points to add/ }), "-50");
    await user.type(within(form).getByRole("textbox", { name: /Reason/ }), "Points given by mistake");
    await user.click(within(form).getByRole("button", { name: "Save adjustment" }));

    expect(await screen.findByText("The customer's points were adjusted.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: ADJUST_PATH, body: { points: -50, reason: "Points given by mistake" } },
    ]);
    expect(within(card).getByText("70 points")).toBeTruthy();
    expect(within(card).queryByRole("form", { name: "Adjust points" })).toBeNull();
    const [newest] = within(within(card).getByRole("list", { name: "Points history" })).getAllByRole(
      "listitem",
    );
    expect(newest?.textContent).toContain("Adjusted");
    expect(newest?.textContent).toContain("Points given by mistake");
  });

  it("shows why the server refused to take off more points than the customer has", async () => {
    const api = network(LOYALTY, () =>
      json(400, { status: 400, code: "NOT_ENOUGH_POINTS", message: LOYALTY_MESSAGES.notEnoughPoints }),
    );
    const { user } = draw();
    const card = await loyaltyCard();
    await user.click(within(card).getByRole("button", { name: "Adjust points" }));
    const form = within(card).getByRole("form", { name: "Adjust points" });
    const points = within(form).getByRole("textbox", { name: /Points to add/ });
    await user.type(points, "-500");
    await user.type(within(form).getByRole("textbox", { name: /Reason/ }), "Closing the account");
    await user.click(within(form).getByRole("button", { name: "Save adjustment" }));

    expect(await within(form).findByText(LOYALTY_MESSAGES.notEnoughPoints)).toBeTruthy();
    expect(points.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      points: -500,
      reason: "Closing the account",
    });
    expect(within(card).getByText("120 points")).toBeTruthy();
  });

  it("says what is missing before sending anything", async () => {
    const api = network(LOYALTY, () => LOYALTY);
    const { user } = draw();
    const card = await loyaltyCard();
    await user.click(within(card).getByRole("button", { name: "Adjust points" }));
    const form = within(card).getByRole("form", { name: "Adjust points" });
    await user.type(within(form).getByRole("textbox", { name: /Points to add/ }), "0");
    await user.click(within(form).getByRole("button", { name: "Save adjustment" }));

    expect(await within(form).findByText(LOYALTY_MESSAGES.adjustPoints)).toBeTruthy();
    expect(within(form).getByText(LOYALTY_MESSAGES.reason)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });
});

type User = ReturnType<typeof draw>["user"];

async function openRewardForm(user: User) {
  const card = await loyaltyCard();
  await user.click(await within(card).findByRole("button", { name: "Give a reward" }));
  return { card, form: within(card).getByRole("form", { name: "Give a reward" }) };
}

describe("a reward given at the counter", () => {
  it("takes the reward's points off and puts it at the top of the history", async () => {
    const after: CustomerLoyalty = {
      isMember: true,
      points: 20,
      history: [
        {
          id: "move-3",
          kind: "REDEEMED",
          points: -100,
          balanceAfter: 20,
          reason: "Free coffee",
          orderId: null,
          createdAt: "2026-03-06T12:00:00.000Z",
        },
        ...LOYALTY.history,
      ],
    };
    const api = network(LOYALTY, () => LOYALTY, { redeem: () => after });
    const { user } = draw();
    const { card, form } = await openRewardForm(user);
    await user.click(within(form).getByRole("radio", { name: "Free coffee · 100 points" }));
    await user.click(within(form).getByRole("button", { name: "Give the reward" }));

    expect(await screen.findByText("The reward was given and its points taken off.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: REDEEM_PATH, body: { rewardId: "reward-1" } },
    ]);
    expect(within(card).getByText("20 points")).toBeTruthy();
    expect(within(card).queryByRole("form", { name: "Give a reward" })).toBeNull();
    const [newest] = within(within(card).getByRole("list", { name: "Points history" })).getAllByRole(
      "listitem",
    );
    expect(newest?.textContent).toContain("Redeemed");
    expect(newest?.textContent).toContain("Free coffee");
    expect(newest?.textContent).toContain("\u2212100 points");
  });

  it("can't give a reward the customer has too few points for, and says how many they need", async () => {
    const api = network(LOYALTY, () => LOYALTY);
    const { user } = draw();
    const { form } = await openRewardForm(user);
    const dear = within(form).getByRole("radio", { name: "$10 off · 150 points" }) as HTMLInputElement;
    expect(dear.disabled).toBe(true);
    expect(within(form).getByText("needs 30 more points")).toBeTruthy();
    expect(
      (within(form).getByRole("radio", { name: "Free coffee · 100 points" }) as HTMLInputElement).disabled,
    ).toBe(false);
    await user.click(within(form).getByRole("button", { name: "Give the reward" }));

    expect(await within(form).findByText(LOYALTY_MESSAGES.rewardMissing)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the server's reason when the reward can no longer be given", async () => {
    const api = network(LOYALTY, () => LOYALTY, {
      redeem: () =>
        json(400, { status: 400, code: "REWARD_UNAVAILABLE", message: LOYALTY_MESSAGES.rewardUnavailable }),
    });
    const { user } = draw();
    const { card, form } = await openRewardForm(user);
    await user.click(within(form).getByRole("radio", { name: "Free coffee · 100 points" }));
    await user.click(within(form).getByRole("button", { name: "Give the reward" }));

    expect((await within(form).findByRole("alert")).textContent).toBe(LOYALTY_MESSAGES.rewardUnavailable);
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ rewardId: "reward-1" });
    expect(within(card).getByText("120 points")).toBeTruthy();
  });

  it("is offered only to a member, when the program has rewards", async () => {
    const programLoaded = async (queryClient: QueryClient) =>
      waitFor(() =>
        expect(queryClient.getQueryState(loyaltyProgramKey("business-1"))?.status).toBe("success"),
      );

    network({ ...LOYALTY, isMember: false }, () => LOYALTY);
    const stranger = draw();
    const strangerCard = await loyaltyCard();
    await programLoaded(stranger.queryClient);
    expect(within(strangerCard).getByText("Not a member")).toBeTruthy();
    expect(within(strangerCard).queryByRole("button", { name: "Give a reward" })).toBeNull();
    stranger.unmount();
    restore();

    network(LOYALTY, () => LOYALTY, { program: { ...PROGRAM, rewards: [] } });
    const member = draw();
    const memberCard = await loyaltyCard();
    await programLoaded(member.queryClient);
    expect(within(memberCard).queryByRole("button", { name: "Give a reward" })).toBeNull();
  });
});
