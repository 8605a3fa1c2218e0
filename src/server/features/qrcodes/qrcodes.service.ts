import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { type QrCodeRequestSchema, shortLink } from "../../../shared/qrcodes/qrcodes.ts";
import { canCreateQrCode } from "../../../shared/subscriptions/entitlements.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { businesses, qrCodes } from "../../db/schema.ts";
import { type BusinessScope, ownedBusinesses, requireSelf } from "../../db/tenancy.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { loadEntitlements } from "../subscriptions/member-entitlements.ts";

type QrRow = typeof qrCodes.$inferSelect;

export function toQrCode(row: QrRow) {
  return {
    id: row.id,
    memberId: row.memberId,
    locationId: row.businessId,
    name: row.name,
    type: row.type as "online-menu",
    url: row.url,
    createdDate: row.createdAt.toISOString(),
  };
}

export async function countMemberQrCodes(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(qrCodes).where(eq(qrCodes.memberId, memberId));
  return row?.n ?? 0;
}

/**
 * A free member may have one code; what each plan allows is in shared/subscriptions/entitlements.ts. The stored url is
 * always the business's stable short link, whatever the client sends, so a printed code survives a custom-URL
 * change.
 */
export async function createQrCode({
  db,
  scope,
  publicBaseUrl,
  input,
}: {
  db: Db;
  /** The business of `input.locationId`. */
  scope: BusinessScope;
  publicBaseUrl: string;
  input: z.output<typeof QrCodeRequestSchema>;
}) {
  const { memberId, business } = scope;
  requireSelf(memberId, input.memberId);
  return db.transaction(async (tx) => {
    // The member's row is locked: two tabs creating at once cannot both pass the limit.
    const entitlements = await loadEntitlements({ db: tx as unknown as Db, memberId, lock: true });
    if (!canCreateQrCode(entitlements, await countMemberQrCodes(tx as unknown as Db, memberId))) {
      throw new HttpError(402, "QR_LIMIT", MESSAGES.qrLimit);
    }
    const [row] = await tx
      .insert(qrCodes)
      .values({
        id: newId(),
        memberId,
        businessId: business.id,
        name: input.name || business.name,
        type: input.type,
        url: shortLink(publicBaseUrl, business.url),
      })
      .returning();
    if (!row) throw new Error("qr insert returned nothing");
    return toQrCode(row);
  });
}

export async function hasOnlineMenuQrCode({ db, scope }: { db: Db; scope: BusinessScope }) {
  const [row] = await db
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(and(eq(qrCodes.businessId, scope.business.id), eq(qrCodes.type, "online-menu")))
    .limit(1);
  return Boolean(row);
}

export async function findQrCodes({ db, scope }: { db: Db; scope: BusinessScope }) {
  const rows = await db
    .select()
    .from(qrCodes)
    .where(eq(qrCodes.businessId, scope.business.id))
    .orderBy(asc(qrCodes.createdAt), asc(qrCodes.id));
  return rows.map(toQrCode);
}

/** A code with the name of its business, for the artwork; another member's answers 404. */
export async function requireOwnedQrCode({ db, memberId, qrId }: { db: Db; memberId: string; qrId: string }) {
  const [row] = await db
    .select({ qr: qrCodes, businessName: businesses.name })
    .from(qrCodes)
    .innerJoin(businesses, eq(businesses.id, qrCodes.businessId))
    .where(and(eq(qrCodes.id, qrId), eq(qrCodes.memberId, memberId), ownedBusinesses(memberId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
