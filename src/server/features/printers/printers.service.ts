import { and, asc, eq } from "drizzle-orm";
import {
  isPrinterOnline,
  type PaperWidth,
  type Printer,
  type PrinterRequest,
  PrinterRequestSchema,
  type PrintOn,
} from "../../../shared/printers/printers.ts";
import type { Db } from "../../db/client.ts";
import { newId, newSecret } from "../../db/ids.ts";
import { businesses, orders, printers, printJobs } from "../../db/schema.ts";
import { type BusinessScope, ownedBusinesses } from "../../db/tenancy.ts";
import { HttpError, notFound } from "../../http/errors.ts";

// A business's kitchen printers: the owner adds and removes them; each gets a secret address to poll
// (cloudprnt.routes.ts). Tickets are queued by the database when an order arrives or is accepted
// (drizzle/0028_printers.sql) and here when the owner asks for a reprint.

export type PrinterRow = typeof printers.$inferSelect;

/** The path a printer polls; the secret in it is the printer's only credential. */
export const cloudPrntPath = (secret: string) => `/v1/public/cloudprnt/${secret}`;

export function toPrinter(row: PrinterRow, publicBaseUrl: string, now: Date): Printer {
  return {
    id: row.id,
    name: row.name,
    paper: row.paper as PaperWidth,
    printOn: row.printOn as PrintOn,
    copies: row.copies,
    serverUrl: `${publicBaseUrl}${cloudPrntPath(row.secret)}`,
    lastSeen: row.lastSeen?.toISOString() ?? null,
    online: isPrinterOnline(row.lastSeen, now),
    createdDate: row.createdAt.toISOString(),
  };
}

export async function findPrinters({ db, scope }: { db: Db; scope: BusinessScope }) {
  return db
    .select()
    .from(printers)
    .where(eq(printers.businessId, scope.business.id))
    .orderBy(asc(printers.createdAt), asc(printers.id));
}

/** A business has few printers; more than this is a mistake or abuse, and each one polls us. */
const PRINTERS_MAX = 20;

export async function addPrinter({
  db,
  scope,
  request,
}: {
  db: Db;
  scope: BusinessScope;
  request: PrinterRequest;
}): Promise<PrinterRow> {
  const { name, paper, printOn, copies } = PrinterRequestSchema.parse(request);
  const existing = await findPrinters({ db, scope });
  if (existing.length >= PRINTERS_MAX)
    throw new HttpError(409, "TOO_MANY_PRINTERS", `A location can have at most ${PRINTERS_MAX} printers.`);
  const [row] = await db
    .insert(printers)
    .values({ id: newId(), businessId: scope.business.id, name, paper, printOn, copies, secret: newSecret() })
    .returning();
  if (!row) throw new Error("printer insert returned nothing");
  return row;
}

export async function deletePrinter({
  db,
  scope,
  printerId,
}: {
  db: Db;
  scope: BusinessScope;
  printerId: string;
}) {
  const deleted = await db
    .delete(printers)
    .where(and(eq(printers.id, printerId), eq(printers.businessId, scope.business.id)))
    .returning({ id: printers.id, secret: printers.secret });
  const [row] = deleted;
  if (!row) throw notFound();
  return row;
}

/**
 * POST /v1/orders/{id}/print: one more ticket of the order on each of its business's printers, as one batch
 * of its own (the automatic tickets are batch "auto"). Another member's order answers 404.
 */
export async function reprintOrder({ db, memberId, orderId }: { db: Db; memberId: string; orderId: string }) {
  const [order] = await db
    .select({ id: orders.id, businessId: orders.businessId })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(and(eq(orders.id, orderId), ownedBusinesses(memberId)))
    .limit(1);
  if (!order) throw notFound();
  const targets = await db
    .select({ id: printers.id })
    .from(printers)
    .where(eq(printers.businessId, order.businessId));
  if (targets.length === 0)
    throw new HttpError(409, "NO_PRINTERS", "Add a printer in Settings → Printers to print orders.");
  const batch = newId();
  await db
    .insert(printJobs)
    .values(targets.map((printer) => ({ printerId: printer.id, orderId: order.id, batch, copy: 1 })));
  return { queued: targets.length };
}
