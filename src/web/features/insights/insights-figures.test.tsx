import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { daysOfRange, type Insights, SALES_DEFINITIONS } from "../../../shared/insights/insights.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { DayCharts, HourGrid } from "./insights-charts.tsx";
import { InsightsPage } from "./insights-page.tsx";
import { SalesSummaryCard } from "./insights-sales.tsx";
import { SplitCard } from "./insights-tables.tsx";

// The Insights charts as a screen reader and a keyboard meet them: one named figure each, nothing inside it
// focusable or read aloud, and a table of the same figures; shares that add up to 100 %.

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const csv = { businessId: "business-1", range: { from: "2026-10-30", to: "2026-11-05" } };

function insights(overrides: Partial<Insights> = {}): Insights {
  const days = daysOfRange("2026-10-30", "2026-11-05");
  return {
    from: "2026-10-30",
    to: "2026-11-05",
    currency: "$",
    currencyCode: "USD",
    orders: 7,
    revenue: 1000,
    averageTicket: 143,
    sales: {
      grossSales: 1200,
      discounts: 100,
      refunds: 250,
      netSales: 850,
      tax: 90,
      tips: 60,
      totalCollected: 1000,
      refundedTotal: 275,
      taxIncludedInNetSales: false,
      tipsIncludedInNetSales: false,
      definitions: { ...SALES_DEFINITIONS },
    },
    byDay: days.map((date, index) => ({ date, orders: index, revenue: index * 1000 + 5 })),
    byHour: Array.from({ length: 168 }, (_, cell) => ({
      weekday: Math.floor(cell / 24),
      hour: cell % 24,
      orders: cell === 24 + 19 ? 4 : 0,
    })),
    topItems: [],
    // 16.5 %, 16.5 % and 67 %: rounded one by one they would say 17 + 17 + 67 = 101 %.
    byType: [
      { type: "PICKUP", orders: 4, revenue: 670 },
      { type: "DELIVERY", orders: 2, revenue: 165 },
      { type: "TABLE", orders: 1, revenue: 165 },
    ],
    byPayment: [
      { payment: "CASH", orders: 3, revenue: 334 },
      { payment: "ONLINE_CARD", orders: 3, revenue: 333 },
      { payment: "CARD_ON_DELIVERY", orders: 1, revenue: 333 },
    ],
    newGuests: 1,
    returningGuests: 0,
    funnel: { views: 9, carts: 8, checkouts: 7, orders: 7 },
    noticesHeldBack: 0,
    giftCards: {
      hasCards: false,
      currencyCode: "USD",
      outstanding: 0,
      cardsWithBalance: 0,
      sold: 0,
      soldCards: 0,
      issued: 0,
      issuedCards: 0,
      otherCurrencies: [],
    },
    loyalty: {
      isRunning: false,
      members: 0,
      newMembers: 0,
      pointsIssued: 0,
      pointsTakenBack: 0,
      rewardsRedeemed: 0,
      pointsOutstanding: 0,
    },
    ...overrides,
  };
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The figure's drawing: hidden from assistive technology, with nothing the keyboard can reach. */
function expectDrawingHidden(figure: HTMLElement) {
  const drawing = figure.querySelector("[data-chart-drawing]");
  expect(drawing).not.toBeNull();
  expect(drawing?.getAttribute("aria-hidden")).toBe("true");
  expect(drawing?.querySelectorAll(FOCUSABLE)).toHaveLength(0);
}

const percentsIn = (text: string) => [...text.matchAll(/(\d+) %/g)].map((match) => Number(match[1]));

describe("the order-type and payment shares", () => {
  it("add up to exactly 100 %, on the screen and in the table", async () => {
    const { user } = renderInDashboard(
      <SplitCard insights={insights()} split="byType" money={money} csv={csv} />,
    );
    const figure = await screen.findByRole("figure", { name: "Revenue by order type: ring chart" });
    expectDrawingHidden(figure);
    const shown = percentsIn(figure.querySelector("[data-chart-drawing]")?.textContent ?? "");
    expect(shown).toEqual([67, 17, 16]);
    const table = within(figure).getByRole("table", { name: "Revenue by order type" });
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell").at(-1)?.textContent);
    expect(cells).toEqual(["67 %", "17 %", "16 %"]);

    const toggle = within(figure).getByRole("button", { name: "Show as table" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(within(figure).getByRole("button", { name: "Hide the table" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(within(figure).getByRole("table", { name: "Revenue by order type" })).toBeTruthy();
  });

  it("give the point left over to the largest remainder: a third each is 34, 33 and 33", async () => {
    renderInDashboard(<SplitCard insights={insights()} split="byPayment" money={money} csv={csv} />);
    const figure = await screen.findByRole("figure", { name: "Revenue by payment: ring chart" });
    const shares = percentsIn(figure.querySelector("[data-chart-drawing]")?.textContent ?? "");
    expect(shares).toEqual([34, 33, 33]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
  });
});

describe("the charts by day and by hour", () => {
  it("are named figures whose insides are hidden, each with a table of its figures", async () => {
    renderInDashboard(
      <>
        <DayCharts insights={insights()} money={money} csv={csv} />
        <HourGrid insights={insights()} csv={csv} />
      </>,
    );
    const revenue = await screen.findByRole("figure", {
      name: "Revenue by day, Oct 30 to Nov 5: area chart",
    });
    const orders = screen.getByRole("figure", { name: "Orders by day, Oct 30 to Nov 5: bar chart" });
    const hours = screen.getByRole("figure", { name: /^Orders by hour of the week/ });
    for (const figure of [revenue, orders, hours]) expectDrawingHidden(figure);

    const revenueRows = within(within(revenue).getByRole("table")).getAllByRole("row");
    expect(revenueRows).toHaveLength(1 + 7);
    expect(revenueRows[1]?.textContent).toBe("Fri, Oct 30, 2026$0.05");
    expect(revenueRows[7]?.textContent).toBe("Thu, Nov 5, 2026$60.05");
    const orderRows = within(within(orders).getByRole("table")).getAllByRole("row");
    expect(orderRows[3]?.textContent).toBe("Sun, Nov 1, 20262");

    const hourTable = within(hours).getByRole("table", { name: /Orders by hour of the week/ });
    // Each weekday is named in full for a screen reader ("Mon" is for the eye, on a phone).
    for (const name of ["Hour", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
      expect(within(hourTable).getByRole("columnheader", { name })).toBeTruthy();
    const seven = within(hourTable).getByRole("rowheader", { name: "19:00" }).closest("tr");
    expect([...(seven?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent)).toEqual([
      "0",
      "4",
      "0",
      "0",
      "0",
      "0",
      "0",
    ]);
  });
});

describe("the sales summary", () => {
  it("lists each figure with what it means, net sales without tax or tips", async () => {
    renderInDashboard(<SalesSummaryCard sales={insights().sales} money={money} />);
    const table = await screen.findByRole("table", { name: "Sales: gross sales to total collected" });
    const row = (name: RegExp) => within(table).getByRole("rowheader", { name }).closest("tr")?.textContent;
    expect(row(/^Gross sales/)).toContain("$12.00");
    expect(row(/^Discounts/)).toContain("$1.00");
    expect(row(/^Refunds/)).toContain("$2.50");
    expect(row(/^Net sales/)).toContain(
      "Gross sales minus discounts minus refunds; tax and tips are not included.",
    );
    expect(row(/^Net sales/)).toContain("$8.50");
    expect(row(/^Tax/)).toContain("$0.90");
    expect(row(/^Tips/)).toContain("$0.60");
    expect(row(/^Total collected/)).toContain("$10.00");
  });
});

describe("the gift cards' balance outstanding", () => {
  let restore = () => {};
  afterEach(() => restore());

  /** The Insights screen, its figures answered by the network with `giftCards`. */
  async function drawWith(giftCards: Partial<Insights["giftCards"]>) {
    // Without orders no chart is drawn: jsdom has no layout to draw one in.
    const given = insights({ orders: 0 });
    const calls = answerApiCalls((call) =>
      call.path.includes("/insights?") ? { ...given, giftCards: { ...given.giftCards, ...giftCards } } : {},
    );
    restore = calls.restore;
    renderInDashboard(<InsightsPage />, { dashboard: testDashboard(), path: "/app/insights" });
    await screen.findByRole("group", { name: "Revenue" });
  }

  it("shows what guests still hold, on how many cards, and what was sold and issued in the days", async () => {
    await drawWith({
      hasCards: true,
      outstanding: 12345,
      cardsWithBalance: 3,
      sold: 5000,
      soldCards: 2,
      issued: 2000,
      issuedCards: 1,
    });
    expect(screen.getByRole("heading", { name: "Gift cards" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Gift card balance outstanding" }).textContent).toContain(
      "$123.45",
    );
    expect(screen.getByRole("group", { name: "Cards with a balance" }).textContent).toContain("3");
    expect(screen.getByRole("group", { name: "Sold online in these days" }).textContent).toContain("$50.00");
    expect(screen.getByRole("group", { name: "Issued by hand in these days" }).textContent).toContain(
      "$20.00",
    );
    expect(
      screen.getByText(/^Guests still hold \$123\.45 on 3 cards\. This is what you still owe them/),
    ).toBeTruthy();
    expect(screen.getByText(/voided cards are left out\.$/)).toBeTruthy();
    expect(
      screen.getByText(
        /^In the days you picked \(.+\), guests bought 2 cards online for \$50\.00, and you issued 1 card by hand worth \$20\.00, at the amounts the cards started with\.$/,
      ),
    ).toBeTruthy();
  });

  it("sums cards still in an earlier currency apart, in that currency", async () => {
    await drawWith({
      hasCards: true,
      otherCurrencies: [
        {
          currencyCode: "EUR",
          outstanding: 1500,
          cardsWithBalance: 1,
          sold: 0,
          soldCards: 0,
          issued: 0,
          issuedCards: 0,
        },
      ],
    });
    expect(
      screen.getByText(
        /^Cards in EUR, from before you changed your currency, still hold €15\.00 on 1 card; in the days you picked, guests bought no cards online, and you issued none by hand\.$/,
      ),
    ).toBeTruthy();
  });

  it("is left out for a business that has never made a gift card", async () => {
    await drawWith({ hasCards: false });
    expect(screen.queryByRole("heading", { name: "Gift cards" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Gift card balance outstanding" })).toBeNull();
  });
});

describe("the loyalty program's figures", () => {
  let restore = () => {};
  afterEach(() => restore());

  /** The Insights screen, its figures answered by the network with `loyalty`. */
  async function drawWith(loyalty: Partial<Insights["loyalty"]>) {
    // Without orders no chart is drawn: jsdom has no layout to draw one in.
    const given = insights({ orders: 0 });
    const calls = answerApiCalls((call) =>
      call.path.includes("/insights?") ? { ...given, loyalty: { ...given.loyalty, ...loyalty } } : {},
    );
    restore = calls.restore;
    renderInDashboard(<InsightsPage />, { dashboard: testDashboard(), path: "/app/insights" });
    await screen.findByRole("group", { name: "Revenue" });
  }

  it("shows members, who joined, points earned, taken back and held, and rewards redeemed", async () => {
    await drawWith({
      isRunning: true,
      members: 1234,
      newMembers: 2,
      pointsIssued: 120,
      pointsTakenBack: 15,
      rewardsRedeemed: 1,
      pointsOutstanding: 4500,
    });
    expect(screen.getByRole("heading", { name: "Loyalty" })).toBeTruthy();
    const members = screen.getByRole("group", { name: "Members" });
    expect(members.textContent).toContain("1,234");
    expect(members.textContent).toContain("2 joined in this period");
    expect(screen.getByRole("group", { name: "Points earned in this period" }).textContent).toContain("120");
    expect(screen.getByRole("group", { name: "Points taken back by refunds" }).textContent).toContain("15");
    expect(within(screen.getByRole("group", { name: "Rewards redeemed" })).getByText("1")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Points members hold today" }).textContent).toContain("4,500");
    expect(
      screen.getByText(
        /^1,234 guests have joined your rewards program\. Together they hold 4,500 points today/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /^In the days you picked \(.+\), 2 guests joined, completed orders earned 120 points, refunds took back 15 points, and 1 reward was redeemed\.$/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/rewards program is switched off/)).toBeNull();
  });

  it("stays for a program switched off that still has members, and says it is off", async () => {
    await drawWith({ isRunning: false, members: 3, pointsOutstanding: 40 });
    expect(screen.getByRole("heading", { name: "Loyalty" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Members" }).textContent).toContain("0 joined in this period");
    expect(screen.getByText(/^Your rewards program is switched off/)).toBeTruthy();
  });

  it("is left out for a business not running a program, with no members", async () => {
    await drawWith({ isRunning: false, members: 0 });
    expect(screen.queryByRole("heading", { name: "Loyalty" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Members" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Points members hold today" })).toBeNull();
  });
});
