import { and, asc, count, eq, like, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerInputSchema,
  csvRow,
  readSearchKey,
} from "../../../shared/customers.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { businesses, customers } from "../../db/schema.ts";
import { ownedBusinesses, requireOwnedBusiness } from "../../db/tenancy.ts";
import { notFound } from "../../http/errors.ts";

type CustomerRow = typeof customers.$inferSelect;

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
  memberId,
  businessId,
  input,
}: {
  db: Db;
  memberId: string;
  businessId: string;
  input: z.output<typeof CustomerInputSchema>;
}) {
  await requireOwnedBusiness(db, memberId, businessId);
  const [row] = await db
    .insert(customers)
    .values({ id: newId(), businessId, ...input, nameLower: input.name.toLowerCase() })
    .returning();
  if (!row) throw new Error("customer insert returned nothing");
  return toCustomer(row);
}

/** One page of a business's customers by name (seed 000 §2 "Customers screen"). */
export async function findCustomers({
  db,
  memberId,
  businessId,
  page,
}: {
  db: Db;
  memberId: string;
  businessId: string;
  page: number;
}) {
  await requireOwnedBusiness(db, memberId, businessId);
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
 * seed 000 §7: name or phone contains the key; a key written like a phone number matches the digits.
 * One query scoped through the business's owner; only an empty answer asks whether the business is the
 * caller's at all (404), so a search costs a single round trip (issue 6 §1: p95 < 20 ms at 10,000).
 */
export async function searchCustomers({
  db,
  memberId,
  businessId,
  key,
  page,
}: {
  db: Db;
  memberId: string;
  businessId: string;
  key: string;
  page: number;
}) {
  const { text, digits } = readSearchKey(key);
  const matches: SQL[] = [];
  if (text) matches.push(like(customers.nameLower, `%${escapeLike(text)}%`));
  if (digits) matches.push(like(customers.phone, `%${digits}%`));
  const scope = and(eq(customers.businessId, businessId), ownedBusinesses(memberId));
  const rows = await db
    .select({ customer: customers })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(matches.length ? and(scope, or(...matches)) : scope)
    .orderBy(asc(customers.nameLower), asc(customers.id))
    .limit(CUSTOMERS_PAGE_SIZE + 1)
    .offset(page * CUSTOMERS_PAGE_SIZE);
  if (rows.length === 0) await requireOwnedBusiness(db, memberId, businessId);
  return {
    list: rows.slice(0, CUSTOMERS_PAGE_SIZE).map((row) => toCustomer(row.customer)),
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
  // Orders arrive with online ordering (a later issue); until then every customer has none.
  return { ...toCustomer(row.customer), orders: [] };
}

const CSV_COLUMNS = ["Name", "Phone", "Email", "Address", "City", "State", "Zip", "Last order", "Added"];
const EXPORT_BATCH = 1_000;

/** Every customer of a business as CSV, read in batches so 10,000 rows never sit in one result. */
export async function* exportCustomers({
  db,
  memberId,
  businessId,
}: {
  db: Db;
  memberId: string;
  businessId: string;
}): AsyncGenerator<string> {
  await requireOwnedBusiness(db, memberId, businessId);
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
