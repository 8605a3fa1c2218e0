import { eq } from "drizzle-orm";
import type { SoldOutEntry } from "../../../shared/service/service-status.ts";
import type { Db } from "../../db/client.ts";
import { businesses } from "../../db/schema.ts";
import { findSoldOut } from "./sold-out.repository.ts";

/** The kitchen's state as the guest page lays it over the snapshot. */
export interface ServiceState {
  pausedUntil: Date | null;
  soldOut: SoldOutEntry[];
  /** What is sold out, as one string for the page cache's key. */
  soldOutKey: string;
}

/**
 * Read with the publication head, once per head the guest page remembers (not per page view): a change forgets
 * the head on every instance (lib/publication-relay.ts), so the next view reads it again.
 */
export async function findServiceState(db: Db, businessId: string, now: Date): Promise<ServiceState> {
  const [[row], soldOut] = await Promise.all([
    db
      .select({ pausedUntil: businesses.pausedUntil })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1),
    findSoldOut(db, businessId, now),
  ]);
  return {
    pausedUntil: row?.pausedUntil ?? null,
    soldOut,
    soldOutKey: soldOut.map((entry) => `${entry.itemId}.${entry.entryId ?? ""}`).join(","),
  };
}
