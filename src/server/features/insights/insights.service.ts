import { type SQL, sql } from "drizzle-orm";
import { currencyOf } from "../../../shared/common/money.ts";
import {
  daysOfRange,
  type GiftCardFigures,
  type GiftCardLiability,
  INSIGHTS_ITEMS_MAX,
  type Insights,
  type InsightsQuery,
  type LoyaltyFigures,
  SALES_DEFINITIONS,
  type SalesSummary,
} from "../../../shared/insights/insights.ts";
import type { OrderType, PaymentMethod } from "../../../shared/ordering/order-rules.ts";
import type { Db } from "../../db/client.ts";
import type { BusinessScope } from "../../db/tenancy.ts";

// A business's sales over a range of its own days, read from the rollups by local day that the database keeps
// as orders and visits are written (drizzle/0035_sales_rollup.sql): a year is a few thousand rows, whatever the
// number of orders. Gift cards are read from the cards and their first movements: one row a card.

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  // Both engines' raw results carry `rows`.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const toNumber = (value: unknown) => Number(value ?? 0);

interface Bounds {
  businessId: string;
  from: string;
  to: string;
}

/** The range's counted orders and their money's parts, in one pass grouped three ways: by day, type and payment. */
async function readSplits(db: Db, { businessId, from, to }: Bounds) {
  return rowsOf(
    db,
    sql`select day::text as day, type, payment, sum(orders)::int as orders, sum(revenue)::bigint as revenue,
      sum(gross)::bigint as gross, sum(discounts)::bigint as discounts,
      sum(tax)::bigint as tax, sum(tips)::bigint as tips, sum(refunded_sales)::bigint as refunded_sales,
      sum(refunded_tax)::bigint as refunded_tax, sum(refunded_tips)::bigint as refunded_tips,
      grouping(day, type, payment)::int as kind
    from sales_days
    where business_id = ${businessId} and day between ${from}::date and ${to}::date
    group by grouping sets ((day), (type), (payment), ())`,
  );
}

/** Counted orders by hour of the week: weekday 0 is Monday. */
async function readHours(db: Db, { businessId, from, to }: Bounds) {
  return rowsOf(
    db,
    sql`select (extract(isodow from day)::int - 1) as weekday, hour, sum(orders)::int as orders
    from sales_hours
    where business_id = ${businessId} and day between ${from}::date and ${to}::date
    group by 1, 2`,
  );
}

async function readItems(db: Db, { businessId, from, to }: Bounds) {
  // The name is the one most lines carried (the first in order on a tie); an item renamed in the range is
  // still one item.
  return rowsOf(
    db,
    sql`with names as (
      select item_id, name, sum(quantity) as quantity, sum(revenue) as revenue, sum(lines) as lines
      from sales_items
      where business_id = ${businessId} and day between ${from}::date and ${to}::date
      group by item_id, name
    )
    select item_id, (array_agg(name order by lines desc, name))[1] as name, sum(quantity)::int as quantity,
      sum(revenue)::bigint as revenue
    from names
    group by item_id
    order by quantity desc, revenue desc, item_id
    limit ${INSIGHTS_ITEMS_MAX}`,
  );
}

/** Guests with a counted order in the range: new when their first counted order at the business is in it. */
async function readGuests(db: Db, { businessId, from, to }: Bounds) {
  const [row] = await rowsOf(
    db,
    sql`with guests as (
      select distinct guest from sales_guests
      where business_id = ${businessId} and day between ${from}::date and ${to}::date
    )
    select count(*) filter (where first.first_day >= ${from}::date)::int as new_guests,
      count(*) filter (where first.first_day < ${from}::date)::int as returning_guests
    from guests join sales_guest_firsts first
      on first.business_id = ${businessId} and first.guest = guests.guest`,
  );
  return { newGuests: toNumber(row?.new_guests), returningGuests: toNumber(row?.returning_guests) };
}

/**
 * Visitors who saw the page, opened a cart, opened the checkout, sent an order. Each visitor's steps are counted
 * with every step before them, so each count is within the one before; days counted before that rule held (a
 * checkout without a view, orders counted without a visitor) are held to the step before all the same.
 */
async function readFunnel(db: Db, { businessId, from, to }: Bounds) {
  const rows = await rowsOf(
    db,
    sql`select step, sum(visitors)::int as visitors from funnel_days
    where business_id = ${businessId} and day between ${from}::date and ${to}::date
    group by step`,
  );
  const visitors = (step: string) => toNumber(rows.find((row) => row.step === step)?.visitors);
  const views = visitors("view");
  const carts = Math.min(visitors("cart"), views);
  const checkouts = Math.min(visitors("checkout"), carts);
  return { views, carts, checkouts, orders: Math.min(visitors("order"), checkouts) };
}

const zoneOf = (timeZone: unknown) => (typeof timeZone === "string" && timeZone !== "" ? timeZone : "UTC");

/** Guests' notices held back over the hourly limit, by the business's days (notice_counts is kept by UTC hour). */
async function readNoticesHeld(db: Db, { businessId, from, to }: Bounds, timeZone: unknown) {
  const zone = zoneOf(timeZone);
  const [row] = await rowsOf(
    db,
    sql`select coalesce(sum(held), 0)::int as held from notice_counts
    where business_id = ${businessId} and held > 0
      and (hour at time zone ${zone})::date between ${from}::date and ${to}::date`,
  );
  return toNumber(row?.held);
}

/**
 * The business's gift cards by currency: what the cards that are not void hold today (a void card's balance is
 * gone, and an empty one holds nothing), and the cards sold and issued on the range's days, at their first amount.
 */
async function readGiftCards(db: Db, { businessId, from, to }: Bounds, timeZone: unknown) {
  const held = await rowsOf(
    db,
    sql`select currency_code, count(*)::int as cards,
      coalesce(sum(balance) filter (where status <> 'VOID'), 0)::bigint as outstanding,
      count(*) filter (where status <> 'VOID' and balance > 0)::int as cards_with_balance
    from gift_cards
    where business_id = ${businessId}
    group by currency_code`,
  );
  const made = await rowsOf(
    db,
    sql`select card.currency_code, movement.kind, count(*)::int as cards,
      coalesce(sum(movement.amount), 0)::bigint as amount
    from gift_cards card
    join gift_card_movements movement on movement.card_id = card.id
    where card.business_id = ${businessId} and movement.kind in ('SOLD', 'ISSUED')
      and (movement.created_at at time zone ${zoneOf(timeZone)})::date between ${from}::date and ${to}::date
    group by card.currency_code, movement.kind`,
  );
  return { held, made };
}

/** The loyalty program's members and points: who joined, what was earned, taken back and redeemed in the range. */
async function readLoyalty(
  db: Db,
  { businessId, from, to }: Bounds,
  timeZone: unknown,
): Promise<LoyaltyFigures> {
  // Every table read here names its time created_at.
  const inRange = sql`(created_at at time zone ${zoneOf(timeZone)})::date between ${from}::date and ${to}::date`;
  const [row] = await rowsOf(
    db,
    sql`select
      (select coalesce((settings->>'enabled')::boolean, false) from loyalty_programs where business_id = ${businessId}) as running,
      (select count(*)::int from loyalty_members where business_id = ${businessId}) as members,
      (select count(*)::int from loyalty_members where business_id = ${businessId} and ${inRange}) as new_members,
      (select coalesce(sum(points), 0)::bigint from loyalty_members where business_id = ${businessId}) as outstanding,
      (select coalesce(sum(points) filter (where kind = 'EARNED'), 0)::bigint from loyalty_movements
        where business_id = ${businessId} and ${inRange}) as issued,
      (select coalesce(-sum(points) filter (where kind = 'TAKEN_BACK'), 0)::bigint from loyalty_movements
        where business_id = ${businessId} and ${inRange}) as taken_back,
      (select count(*) filter (where kind = 'REDEEMED')::int from loyalty_movements
        where business_id = ${businessId} and ${inRange}) as redeemed`,
  );
  return {
    isRunning: row?.running === true,
    members: toNumber(row?.members),
    newMembers: toNumber(row?.new_members),
    pointsIssued: toNumber(row?.issued),
    pointsTakenBack: toNumber(row?.taken_back),
    rewardsRedeemed: toNumber(row?.redeemed),
    pointsOutstanding: toNumber(row?.outstanding),
  };
}

/** The figures in the business's currency, and apart from them those of cards still in an earlier one. */
function shapeGiftCards(
  { held, made }: { held: Row[]; made: Row[] },
  currencyCode: string,
): GiftCardLiability {
  const byCode = new Map<string, GiftCardFigures>();
  const figuresOf = (code: unknown) => {
    // A card without a code is in the business's currency, as the dashboard's list shows it.
    const key = typeof code === "string" && code !== "" ? code : currencyCode;
    const known = byCode.get(key);
    if (known) return known;
    const figures = {
      currencyCode: key,
      outstanding: 0,
      cardsWithBalance: 0,
      sold: 0,
      soldCards: 0,
      issued: 0,
      issuedCards: 0,
    };
    byCode.set(key, figures);
    return figures;
  };
  const own = figuresOf(currencyCode);
  let cards = 0;
  for (const row of held) {
    const figures = figuresOf(row.currency_code);
    figures.outstanding += toNumber(row.outstanding);
    figures.cardsWithBalance += toNumber(row.cards_with_balance);
    cards += toNumber(row.cards);
  }
  for (const row of made) {
    const figures = figuresOf(row.currency_code);
    if (row.kind === "SOLD") {
      figures.sold += toNumber(row.amount);
      figures.soldCards += toNumber(row.cards);
    } else {
      figures.issued += toNumber(row.amount);
      figures.issuedCards += toNumber(row.cards);
    }
  }
  const otherCurrencies = [...byCode.values()]
    .filter((figures) => figures !== own)
    .filter((figures) => figures.outstanding > 0 || figures.soldCards > 0 || figures.issuedCards > 0)
    .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode));
  return { hasCards: cards > 0, ...own, otherCurrencies };
}

/** The range's money as a point of sale sums it; every part adds up to the revenue to the cent. */
function salesOf(row: Row): SalesSummary {
  const grossSales = toNumber(row.gross);
  const discounts = toNumber(row.discounts);
  const refunds = toNumber(row.refunded_sales);
  const refundedTax = toNumber(row.refunded_tax);
  const refundedTips = toNumber(row.refunded_tips);
  const netSales = grossSales - discounts - refunds;
  const tax = toNumber(row.tax) - refundedTax;
  const tips = toNumber(row.tips) - refundedTips;
  return {
    grossSales,
    discounts,
    refunds,
    netSales,
    tax,
    tips,
    totalCollected: netSales + tax + tips,
    refundedTotal: refunds + refundedTax + refundedTips,
    taxIncludedInNetSales: false,
    tipsIncludedInNetSales: false,
    definitions: { ...SALES_DEFINITIONS },
  };
}

// grouping(day, type, payment): a bit is 1 for each column left out of the row's set.
const KIND = { day: 0b011, type: 0b101, payment: 0b110, total: 0b111 } as const;

function shapeSplits(rows: Row[], hourRows: Row[], range: InsightsQuery) {
  const byDate = new Map<string, { orders: number; revenue: number }>();
  const byType: Insights["byType"] = [];
  const byPayment: Insights["byPayment"] = [];
  let total = { orders: 0, revenue: 0 };
  let sales = salesOf({});
  for (const row of rows) {
    const sums = { orders: toNumber(row.orders), revenue: toNumber(row.revenue) };
    const kind = toNumber(row.kind);
    if (kind === KIND.day && sums.orders > 0) byDate.set(String(row.day), sums);
    else if (kind === KIND.type && sums.orders > 0) byType.push({ type: row.type as OrderType, ...sums });
    else if (kind === KIND.payment && sums.orders > 0)
      byPayment.push({ payment: row.payment as PaymentMethod, ...sums });
    else if (kind === KIND.total) {
      total = sums;
      sales = salesOf(row);
    }
  }
  const byDay = daysOfRange(range.from, range.to).map((date) => ({
    date,
    ...(byDate.get(date) ?? { orders: 0, revenue: 0 }),
  }));
  const hours = new Map(hourRows.map((row) => [`${row.weekday}:${row.hour}`, toNumber(row.orders)]));
  const byHour: Insights["byHour"] = [];
  for (let weekday = 0; weekday < 7; weekday++)
    for (let hour = 0; hour < 24; hour++)
      byHour.push({ weekday, hour, orders: hours.get(`${weekday}:${hour}`) ?? 0 });
  const byRevenue = (a: { revenue: number }, b: { revenue: number }) => b.revenue - a.revenue;
  return {
    total,
    sales,
    byDay,
    byHour,
    byType: byType.sort(byRevenue),
    byPayment: byPayment.sort(byRevenue),
  };
}

/** The business's insights over its days `from`–`to`, both included, on its own clock. */
export async function findInsights({
  db,
  scope,
  range,
}: {
  db: Db;
  scope: BusinessScope;
  range: InsightsQuery;
}): Promise<Insights> {
  const { business } = scope;
  const config = business.config;
  const bounds: Bounds = { businessId: business.id, from: range.from, to: range.to };
  // One after another in one snapshot: the embedded engine serves one query at a time anyway.
  const { splits, items, guests, funnel, held, giftCards, loyalty } = await db.transaction(async (tx) => {
    const reader = tx as unknown as Db;
    const days = await readSplits(reader, bounds);
    return {
      splits: shapeSplits(days, await readHours(reader, bounds), range),
      items: await readItems(reader, bounds),
      guests: await readGuests(reader, bounds),
      funnel: await readFunnel(reader, bounds),
      held: await readNoticesHeld(reader, bounds, config.timeZone),
      giftCards: await readGiftCards(reader, bounds, config.timeZone),
      loyalty: await readLoyalty(reader, bounds, config.timeZone),
    };
  });
  const currency = currencyOf(config, business.country);
  return {
    from: range.from,
    to: range.to,
    currency: currency.symbol,
    currencyCode: currency.code,
    orders: splits.total.orders,
    revenue: splits.total.revenue,
    averageTicket: splits.total.orders > 0 ? Math.round(splits.total.revenue / splits.total.orders) : 0,
    sales: splits.sales,
    byDay: splits.byDay,
    byHour: splits.byHour,
    topItems: items.map((row) => ({
      itemId: String(row.item_id ?? ""),
      name: String(row.name ?? ""),
      quantity: toNumber(row.quantity),
      revenue: toNumber(row.revenue),
    })),
    byType: splits.byType,
    byPayment: splits.byPayment,
    ...guests,
    funnel,
    noticesHeldBack: held,
    giftCards: shapeGiftCards(giftCards, currency.code),
    loyalty,
  };
}
