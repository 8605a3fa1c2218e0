import { eq } from "drizzle-orm";
import { CODE_LENGTH, type GiftCardStatus, normalizeCode } from "../../shared/gift-cards/gift-cards.ts";
import type { PublishedSnapshot } from "../../shared/publishing/public-page.ts";
import type { Db } from "../db/client.ts";
import { businesses, giftCards } from "../db/schema.ts";
import type { PublishedPages } from "./published-pages.ts";

// What the guest's gift card page reads: the card a code opens and its restaurant as guests see it (the
// published snapshot: name, colors, languages) at the address its menu answers at. A void card, or a
// restaurant whose page is not live (unpublished, disabled, past its plan), opens nothing; the API's look-up
// (GET /v1/public/gift-cards/{code}) reads the card here too.

/** A void card opens nothing: only these show. */
type ShownStatus = Exclude<GiftCardStatus, "VOID">;
const isShown = (status: string): status is ShownStatus => status === "ACTIVE" || status === "EMPTY";

export interface GuestGiftCard {
  card: {
    code: string;
    status: ShownStatus;
    balance: number;
    initial: number;
    currencyCode: string;
    recipientName: string;
    senderName: string | null;
    message: string;
  };
  /** The address the restaurant's menu answers at: its custom URL, else the generated one. */
  address: string;
  snapshot: PublishedSnapshot;
}

/** The card a code opens, typed in any case with or without dashes, with its live restaurant; else null. */
export async function findGuestGiftCard({
  db,
  published,
  code,
}: {
  db: Db;
  published: PublishedPages;
  code: string;
}): Promise<GuestGiftCard | null> {
  const normal = normalizeCode(code);
  if (normal.length !== CODE_LENGTH) return null;
  const [row] = await db
    .select({
      code: giftCards.code,
      status: giftCards.status,
      balance: giftCards.balance,
      initial: giftCards.initial,
      currencyCode: giftCards.currencyCode,
      recipientName: giftCards.recipientName,
      senderName: giftCards.senderName,
      message: giftCards.message,
      businessId: giftCards.businessId,
      url: businesses.url,
      customUrl: businesses.customUrl,
    })
    .from(giftCards)
    .innerJoin(businesses, eq(businesses.id, giftCards.businessId))
    .where(eq(giftCards.code, normal))
    .limit(1);
  if (!row || !isShown(row.status)) return null;
  const status = row.status;
  const address = row.customUrl ?? row.url;
  // The same head and snapshot caches as the menu page: what the page shows is what its menu shows.
  const head = await published.heads.find(address);
  if (!head?.isLive || head.businessId !== row.businessId) return null;
  const snapshot = await published.loadSnapshot(row.businessId, head.version);
  if (!snapshot) return null;
  const card = {
    code: row.code,
    status,
    balance: row.balance,
    initial: row.initial,
    currencyCode: row.currencyCode,
    recipientName: row.recipientName,
    senderName: row.senderName,
    message: row.message,
  };
  return { card, address, snapshot };
}
