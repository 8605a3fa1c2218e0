import { randomInt } from "node:crypto";
import { and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { currencyDigits, currencyOf } from "../../../shared/common/money.ts";
import { csvField, csvRow } from "../../../shared/customers/customers.ts";
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  DEFAULT_GIFT_CARD_SETTINGS,
  formatCode,
  GIFT_CARD_MESSAGES,
  type GiftCard,
  type GiftCardMovement,
  type GiftCardSettings,
  GiftCardSettingsSchema,
  type GiftCardStatus,
  type IssueGiftCard,
  type MovementKind,
} from "../../../shared/gift-cards/gift-cards.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { newId } from "../../db/ids.ts";
import { businesses, giftCardMovements, giftCardSettings, giftCards } from "../../db/schema.ts";
import { ownedBusinesses } from "../../db/tenancy.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { moveBalance, voidCard } from "./gift-card-ledger.ts";
import { GIFT_CARD_MAIL_JOB } from "./gift-card-mail.ts";

// The owner's gift cards: settings, the list, a card issued by hand, voided or adjusted, and its history. A
// card's balance only moves through the ledger (gift-card-ledger.ts).

type CardRow = typeof giftCards.$inferSelect;
export const PAGE_SIZE = 50;

export function toGiftCard(row: CardRow): GiftCard {
  return {
    id: row.id,
    code: row.code,
    balance: row.balance,
    initial: row.initial,
    currencyCode: row.currencyCode,
    status: row.status as GiftCardStatus,
    recipient: { name: row.recipientName, email: row.recipientEmail },
    sender: row.senderName === null ? null : { name: row.senderName, email: row.senderEmail ?? "" },
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function giftCardSettingsOf(db: Db, businessId: string): Promise<GiftCardSettings> {
  const [row] = await db
    .select({ settings: giftCardSettings.settings })
    .from(giftCardSettings)
    .where(eq(giftCardSettings.businessId, businessId));
  const parsed = GiftCardSettingsSchema.safeParse(row?.settings);
  return parsed.success ? parsed.data : DEFAULT_GIFT_CARD_SETTINGS;
}

export async function saveGiftCardSettings(db: Db, businessId: string, settings: GiftCardSettings) {
  await db
    .insert(giftCardSettings)
    .values({ businessId, settings })
    .onConflictDoUpdate({ target: giftCardSettings.businessId, set: { settings, updatedAt: new Date() } });
  return settings;
}

/** A new code: CODE_LENGTH characters drawn from the look-alike-free alphabet with a secure random source. */
export function newCode() {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Writes a new card, its first movement and (with a recipient's email) the job that mails it, in one transaction;
 * a code drawn twice (80 bits) is drawn again.
 */
export async function createCard(
  db: Db,
  jobs: JobQueue,
  card: {
    business: { id: string; config: Record<string, unknown>; country: string | null };
    amount: number;
    recipient: { name: string; email: string };
    sender?: { name: string; email: string } | null;
    message?: string;
    kind: Extract<MovementKind, "ISSUED" | "SOLD">;
    reason: string;
    /** When its mail goes: now when left out (a card bought for a later day waits for it). */
    mailAt?: Date;
  },
): Promise<GiftCard> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(giftCards)
          .values({
            id: newId(),
            businessId: card.business.id,
            code: newCode(),
            initial: card.amount,
            balance: card.amount,
            currencyCode: currencyOf(card.business.config, card.business.country).code,
            status: "ACTIVE",
            recipientName: card.recipient.name,
            recipientEmail: card.recipient.email,
            senderName: card.sender?.name ?? null,
            senderEmail: card.sender?.email ?? null,
            message: card.message ?? "",
          })
          .returning();
        if (!row) throw new Error("gift card insert returned nothing");
        await tx.insert(giftCardMovements).values({
          id: newId(),
          cardId: row.id,
          businessId: row.businessId,
          kind: card.kind,
          amount: card.amount,
          balanceAfter: card.amount,
          reason: card.reason,
        });
        if (row.recipientEmail)
          await jobs.enqueue(GIFT_CARD_MAIL_JOB, { cardId: row.id }, { db: tx as Db, runAt: card.mailAt });
        return toGiftCard(row);
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function issueCard(
  db: Db,
  jobs: JobQueue,
  business: { id: string; config: Record<string, unknown>; country: string | null },
  input: Required<Pick<IssueGiftCard, "amount" | "reason">> & { recipient: { name: string; email: string } },
) {
  const card = await createCard(db, jobs, { business, ...input, kind: "ISSUED" });
  jobs.wake();
  return card;
}

export async function listCards(
  db: Db,
  businessId: string,
  query: { status?: GiftCardStatus; q?: string; page: number },
) {
  const conditions: (SQL | undefined)[] = [eq(giftCards.businessId, businessId)];
  if (query.status) conditions.push(eq(giftCards.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const code = `%${query.q.toUpperCase().replace(/[\s-]/g, "")}%`;
    conditions.push(
      or(
        ilike(giftCards.code, code),
        ilike(giftCards.recipientName, like),
        ilike(giftCards.recipientEmail, like),
        ilike(giftCards.senderName, like),
      ),
    );
  }
  const rows = await db
    .select()
    .from(giftCards)
    .where(and(...conditions))
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(PAGE_SIZE + 1)
    .offset((query.page - 1) * PAGE_SIZE);
  return { list: rows.slice(0, PAGE_SIZE).map(toGiftCard), hasNext: rows.length > PAGE_SIZE };
}

/** The member's card: 404 for another member's, as for a missing one. */
export async function ownedCard(db: Db, memberId: string, cardId: string) {
  const [found] = await db
    .select({ card: giftCards })
    .from(giftCards)
    .innerJoin(businesses, eq(businesses.id, giftCards.businessId))
    .where(and(eq(giftCards.id, cardId), ownedBusinesses(memberId)))
    .limit(1);
  if (!found) throw notFound();
  return found.card;
}

async function cardById(db: Db, cardId: string) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, cardId)).limit(1);
  if (!row) throw notFound();
  return toGiftCard(row);
}

export async function adjustCard(db: Db, card: CardRow, amount: number, reason: string) {
  if (card.status === "VOID") throw badRequest("GIFT_CARD_VOID", GIFT_CARD_MESSAGES.voided);
  const moved = await moveBalance(db, {
    cardId: card.id,
    businessId: card.businessId,
    kind: "ADJUSTED",
    amount,
    reason,
  });
  if (moved === null) {
    // Refused: voided meanwhile, or less on the card than the amount takes off.
    const now = await cardById(db, card.id);
    if (now.status === "VOID") throw badRequest("GIFT_CARD_VOID", GIFT_CARD_MESSAGES.voided);
    throw badRequest("GIFT_CARD_EMPTY", GIFT_CARD_MESSAGES.notEnough);
  }
  return cardById(db, card.id);
}

export async function voidOwnedCard(db: Db, card: CardRow, reason: string) {
  const voided = await voidCard(db, { cardId: card.id, businessId: card.businessId, reason });
  if (!voided) throw badRequest("GIFT_CARD_VOID", GIFT_CARD_MESSAGES.voided);
  return cardById(db, card.id);
}

export async function movementsOf(db: Db, cardId: string): Promise<GiftCardMovement[]> {
  const rows = await db
    .select()
    .from(giftCardMovements)
    .where(eq(giftCardMovements.cardId, cardId))
    .orderBy(desc(giftCardMovements.createdAt), desc(giftCardMovements.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as MovementKind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
  }));
}

const CSV_COLUMNS = [
  "Code",
  "Status",
  "Recipient",
  "Recipient email",
  "Initial",
  "Balance",
  "Currency",
  "Date",
  "Change",
  "Amount",
  "Balance after",
  "Reason",
  "Order",
];
const EXPORT_BATCH = 1_000;
const major = (minor: number, digits: number) => (minor / 10 ** digits).toFixed(digits);

/** Every movement of every card of the business as CSV, with its card's columns, read in batches. */
export async function* exportCards(db: Db, businessId: string): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(CSV_COLUMNS)}`; // the BOM makes Excel read UTF-8 names correctly
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await db
      .select({ card: giftCards, movement: giftCardMovements })
      .from(giftCardMovements)
      .innerJoin(giftCards, eq(giftCards.id, giftCardMovements.cardId))
      .where(eq(giftCardMovements.businessId, businessId))
      .orderBy(asc(giftCards.createdAt), asc(giftCards.id), asc(giftCardMovements.createdAt))
      .limit(EXPORT_BATCH)
      .offset(offset);
    yield rows
      .map(({ card, movement }) => {
        const digits = currencyDigits(card.currencyCode);
        // Amounts are numbers the server wrote, so a negative one stays a number (csvField would quote it as a
        // formula's start); every text field goes through csvField.
        return `${[
          csvField(formatCode(card.code)),
          card.status,
          csvField(card.recipientName),
          csvField(card.recipientEmail),
          major(card.initial, digits),
          major(card.balance, digits),
          card.currencyCode,
          movement.createdAt.toISOString(),
          movement.kind,
          major(movement.amount, digits),
          major(movement.balanceAfter, digits),
          csvField(movement.reason),
          csvField(movement.orderId ?? ""),
        ].join(",")}\r\n`;
      })
      .join("");
    if (rows.length < EXPORT_BATCH) return;
  }
}
