import { describe, expect, it } from "vitest";
import {
  escapeMarkup,
  layoutTicket,
  TICKET_COLUMNS,
  type TicketOrder,
  textWidth,
  ticketMarkup,
  twoColumns,
  wrapText,
} from "./ticket.ts";

const clock = { timeZone: "America/Chicago", offsetMinutes: 0, use24HourFormat: false };

function order(overrides: Partial<TicketOrder> = {}): TicketOrder {
  return {
    id: "o1",
    friendlyId: "1042",
    businessId: "b1",
    status: "NEW",
    type: "TABLE",
    table: "12",
    scheduledFor: null,
    currency: "$",
    currencyCode: "USD",
    items: [
      {
        itemId: "i1",
        name: "Margherita with buffalo mozzarella, basil from the garden and a long story",
        size: "Large",
        quantity: 2,
        unitPrice: 1250,
        modifiers: [{ id: "m1", name: "Extra cheese", price: 150 }],
        note: "Well done, please, and cut into eight slices for the children at the table",
        lineTotal: 2800,
      },
      {
        itemId: "i2",
        name: "Soda",
        size: null,
        quantity: 1,
        unitPrice: 300,
        modifiers: [],
        note: "",
        lineTotal: 300,
      },
    ],
    subtotal: 3100,
    taxes: [{ label: "Sales tax", type: "PERCENT", value: 8.25, amount: 256 }],
    tax: 256,
    tip: 400,
    deliveryFee: 0,
    total: 3756,
    payment: "CASH",
    paymentStatus: "DUE",
    refunded: 0,
    refundedDate: null,
    paymentProblem: null,
    customer: {
      name: "Ana Lopez",
      phone: "5125550123",
      email: "",
      address: "",
      city: "",
      state: "",
      zip: "",
    },
    customerId: null,
    note: "Birthday [table] by the window \\ no candles",
    trackingKey: "k",
    readyAt: null,
    reason: null,
    openedDate: null,
    createdDate: "2026-11-26T18:40:00.000Z",
    updatedDate: "2026-11-26T18:40:00.000Z",
    ...overrides,
  } as TicketOrder;
}

const options = { businessName: "Luigi's Trattoria", clock, now: new Date("2026-11-26T19:00:00Z") };

describe.each([58, 80] as const)("a ticket on %i mm paper", (paper) => {
  const width = TICKET_COLUMNS[paper];
  const lines = layoutTicket(order(), { ...options, paper });
  const texts = lines.map((line) => line.text);

  it("keeps every line within the paper's columns (a big line within half)", () => {
    expect(width).toBe(paper === 58 ? 32 : 48);
    for (const line of lines)
      expect(textWidth(line.text)).toBeLessThanOrEqual(line.style === "big" ? width / 2 : width);
  });

  it("names the restaurant, the order number, the table and the date and time in the business's zone", () => {
    expect(texts).toContain("Luigi's Trattoria");
    expect(texts).toContain("#1042");
    expect(texts).toContain("Table 12");
    expect(texts).toContain("Thursday, November 26, 2026");
    // 18:40 UTC is 12:40 PM in Chicago.
    expect(texts).toContain("Placed 12:40 PM");
  });

  it("wraps a long name under its quantity, with the amount flush right on the first line", () => {
    const first = texts.find((text) => text.startsWith("2 × Margherita"));
    expect(first).toBeDefined();
    expect(first?.endsWith(" $28.00")).toBe(true);
    expect(textWidth(first ?? "")).toBe(width);
    const next = texts[texts.indexOf(first ?? "") + 1] ?? "";
    expect(next.startsWith("    ")).toBe(true);
    expect(texts.join(" ")).toContain("(Large)");
    expect(texts).toContain("  + Extra cheese");
    expect(texts.some((text) => text.startsWith("  » Well done"))).toBe(true);
  });

  it("right-aligns every amount", () => {
    for (const label of ["Subtotal", "Sales tax", "Tip", "Total"]) {
      const line = texts.find((text) => text.startsWith(label));
      expect(line, label).toBeDefined();
      expect(textWidth(line ?? "")).toBe(width);
      expect(line).toMatch(/\$\d+\.\d\d$/);
    }
    expect(texts.find((text) => text.startsWith("Total"))?.endsWith("$37.56")).toBe(true);
    expect(texts).toContain("Cash · to pay");
  });

  it("takes off what a gift card paid, so the hand-over collects only the rest", () => {
    const paid = layoutTicket(order({ giftCardPaid: 1000 }), { ...options, paper }).map((line) => line.text);
    const card = paid.find((text) => text.startsWith("Gift card"));
    expect(card).toMatch(/\$10\.00$/);
    expect(textWidth(card ?? "")).toBe(width);
    expect(paid.find((text) => text.startsWith("Left to pay"))?.endsWith("$27.56")).toBe(true);
    expect(texts.some((text) => text.startsWith("Left to pay"))).toBe(false);
  });

  it("lists a loyalty reward apart from the code's discount", () => {
    const rewarded = order({
      discount: 560,
      promoCode: "SPRING",
      reward: { id: "r1", name: "Free coffee", points: 50, amount: 300 },
    });
    const lines = layoutTicket(rewarded, { ...options, paper }).map((line) => line.text);
    expect(lines.find((text) => text.startsWith("Discount SPRING"))).toMatch(/−\$2\.60$/);
    expect(lines.find((text) => text.startsWith("Reward: Free coffee"))).toMatch(/−\$3\.00$/);
  });

  it("lists the customer and the order's note", () => {
    expect(texts).toContain("Ana Lopez");
    expect(texts).toContain("(512) 555-0123");
    expect(texts.join(" ")).toContain("Note: Birthday");
  });
});

describe("the markup", () => {
  it("escapes brackets and backslashes, enlarges the number and ends with a cut", () => {
    const markup = ticketMarkup(order(), { ...options, paper: 80 });
    expect(markup).toContain("[align: middle][mag: w 2; h 2]#1042[mag][align: left]");
    expect(markup).toContain("Note: Birthday \\[table\\] by the window \\\\");
    expect(markup).toContain("Sales tax\\ \\ ");
    expect(markup.trimEnd().endsWith("[cut: feed; partial]")).toBe(true);
  });

  it("shows a scheduled, promised and delivery order's times and address", () => {
    const texts = layoutTicket(
      order({
        type: "DELIVERY",
        table: null,
        scheduledFor: "2026-11-28T18:00:00.000Z",
        promisedFor: "2026-11-26T19:10:00.000Z",
        readyAt: "2026-11-26T19:19:00.000Z",
        deliveryFee: 500,
        customer: {
          name: "Bo",
          phone: "5125550123",
          email: "",
          address: "12 Elm St",
          city: "Austin",
          state: "TX",
          zip: "78701",
        },
      }),
      { ...options, paper: 58 },
    ).map((line) => line.text);
    expect(texts).toContain("Delivery");
    expect(texts).toContain("For Sat, Nov 28, 12:00 PM");
    expect(texts).toContain("Promised 1:10 PM");
    // A delivery's time is when it reaches the guest, as their page says ("Arriving at 1:19 PM.").
    expect(texts).toContain("Arriving by 1:19 PM");
    expect(texts.some((text) => text.startsWith("Ready by"))).toBe(false);
    expect(texts).toContain("12 Elm St, Austin, TX, 78701");
    expect(texts.find((text) => text.startsWith("Delivery "))?.endsWith("$5.00")).toBe(true);
  });

  it("heads a reprint so the kitchen does not cook it twice", () => {
    const lines = layoutTicket(order(), { ...options, paper: 58, isReprint: true });
    expect(lines[0]?.text).toBe("REPRINT");
  });
});

describe("wrapping", () => {
  it("cuts a word longer than the line", () => {
    expect(wrapText("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapText("ab cdefghij", 4, 3)).toEqual(["ab", "cde", "fgh", "ij"]);
  });

  it("counts East Asian characters as two columns", () => {
    for (const line of wrapText("宫保鸡丁配米饭和一份酸辣汤", 10))
      expect(textWidth(line)).toBeLessThanOrEqual(10);
  });

  it("keeps an amount on the first line when the label wraps", () => {
    expect(twoColumns("a b c d e f", "$1.00", 10, 2)).toEqual(["a b  $1.00", "  c d e f"]);
  });

  it("escapes only what the markup reads", () => {
    expect(escapeMarkup("[cut] a\\b")).toBe("\\[cut\\] a\\\\b");
    expect(escapeMarkup("  + x  $1")).toBe("\\ \\ + x\\ \\ $1");
  });
});
