import { and, asc, count, desc, eq, like, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  CUSTOMER_PHONE_TAKEN,
  CUSTOMERS_PAGE_SIZE,
  type CustomerInputSchema,
  csvRow,
  readSearchKey,
} from "../../../shared/customers/customers.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { businesses, customers, orders } from "../../db/schema.ts";
import { type BusinessScope, ownedBusinesses } from "../../db/tenancy.ts";
import { HttpError, notFound } from "../../http/errors.ts";

type CustomerRow = typeof customers.$inferSelect;

/** The drawer lists a customer's latest orders; the Orders screen has them all. */
const CUSTOMER_ORDERS_MAX = 100;

export function toCustomer(row: CustomerRow) {
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    lastOrderDate: row.lastOrderDate?.toISOString() ?? null,
    createdDate: row.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` typed by a person are matched as themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function createCustomer({
  db,
  scope,
  input,
}: {
  db: Db;
  scope: BusinessScope;
  input: z.output<typeof CustomerInputSchema>;
}) {
  const [row] = await db
    .insert(customers)
    .values({ id: newId(), businessId: scope.business.id, ...input, nameLower: input.name.toLowerCase() })
    .onConflictDoNothing({ target: [customers.businessId, customers.phone] })
    .returning();
  // A business has one customer per phone: orders with that phone are added to it.
  if (!row) {
    throw new HttpError(409, "CUSTOMER_EXISTS", CUSTOMER_PHONE_TAKEN, {
      errors: [{ path: "phone", message: CUSTOMER_PHONE_TAKEN }],
    });
  }
  return toCustomer(row);
}

/** One page of a business's customers by name, for the customers screen. */
export async function findCustomers({ db, scope, page }: { db: Db; scope: BusinessScope; page: number }) {
  const businessId = scope.business.id;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(eq(customers.businessId, businessId))
      .orderBy(asc(customers.nameLower), asc(customers.id))
      .limit(CUSTOMERS_PAGE_SIZE + 1)
      .offset(page * CUSTOMERS_PAGE_SIZE),
    db.select({ n: count() }).from(customers).where(eq(customers.businessId, businessId)),
  ]);
  return {
    list: rows.slice(0, CUSTOMERS_PAGE_SIZE).map(toCustomer),
    hasNext: rows.length > CUSTOMERS_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}

/**
 * Name or phone contains the key; a key written like a phone number matches the digits
 * (the budget: p95 < 20 ms at 10,000 customers, bench/customer-search.ts).
 */
export async function searchCustomers({
  db,
  scope,
  key,
  page,
}: {
  db: Db;
  scope: BusinessScope;
  key: string;
  page: number;
}) {
  const { text, digits } = readSearchKey(key);
  const matches: SQL[] = [];
  if (text) matches.push(like(customers.nameLower, `%${escapeLike(text)}%`));
  if (digits) matches.push(like(customers.phone, `%${digits}%`));
  const ofBusiness = eq(customers.businessId, scope.business.id);
  const rows = await db
    .select()
    .from(customers)
    .where(matches.length ? and(ofBusiness, or(...matches)) : ofBusiness)
    .orderBy(asc(customers.nameLower), asc(customers.id))
    .limit(CUSTOMERS_PAGE_SIZE + 1)
    .offset(page * CUSTOMERS_PAGE_SIZE);
  return {
    list: rows.slice(0, CUSTOMERS_PAGE_SIZE).map(toCustomer),
    hasNext: rows.length > CUSTOMERS_PAGE_SIZE,
  };
}

export async function findCustomer({
  db,
  memberId,
  customerId,
}: {
  db: Db;
  memberId: string;
  customerId: string;
}) {
  const [row] = await db
    .select({ customer: customers })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.id, customerId), ownedBusinesses(memberId)))
    .limit(1);
  if (!row) throw notFound();
  // Each order is linked to its customer, matched by phone.
  const orderRows = await db
    .select({
      id: orders.id,
      friendlyId: orders.friendlyId,
      status: orders.status,
      createdAt: orders.createdAt,
      currency: orders.currency,
      currencyCode: orders.currencyCode,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.customerId, row.customer.id))
    .orderBy(desc(orders.createdAt))
    .limit(CUSTOMER_ORDERS_MAX);
  return {
    ...toCustomer(row.customer),
    orders: orderRows.map((order) => ({
      id: order.id,
      friendlyId: order.friendlyId === null ? "" : String(order.friendlyId),
      status: order.status,
      submitDate: order.createdAt.toISOString(),
      currency: order.currency,
      currencyCode: order.currencyCode,
      total: order.total,
    })),
  };
}

const CSV_COLUMNS = ["Name", "Phone", "Email", "Address", "City", "State", "Zip", "Last order", "Added"];
const EXPORT_BATCH = 1_000;

/** Every customer of a business as CSV, read in batches so 10,000 rows never sit in one result. */
export async function* exportCustomers({
  db,
  scope,
}: {
  db: Db;
  scope: BusinessScope;
}): AsyncGenerator<string> {
  const businessId = scope.business.id;
  yield `\uFEFF${csvRow(CSV_COLUMNS)}`; // the BOM makes Excel read UTF-8 names correctly
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await db
      .select()
      .from(customers)
      .where(eq(customers.businessId, businessId))
      .orderBy(asc(customers.nameLower), asc(customers.id))
      .limit(EXPORT_BATCH)
      .offset(offset);
    yield rows
      .map((row) =>
        csvRow([
          row.name,
          row.phone,
          row.email,
          row.address,
          row.city,
          row.state,
          row.zip,
          row.lastOrderDate?.toISOString() ?? "",
          row.createdAt.toISOString(),
        ]),
      )
      .join("");
    if (rows.length < EXPORT_BATCH) return;
  }
}
