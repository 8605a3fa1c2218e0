import { and, eq } from "drizzle-orm";
import { notFound } from "../http/errors.ts";
import type { Db } from "./client.ts";
import { businesses, menus } from "./schema.ts";

// DESIGN.md "Tenancy": every query on a member's data is scoped here. Another member's id answers 404,
// exactly as if it did not exist.

/** The condition that limits businesses to one member's. */
export const ownedBusinesses = (memberId: string) => eq(businesses.memberId, memberId);

export async function requireOwnedBusiness(db: Db, memberId: string, businessId: string) {
  const [business] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), ownedBusinesses(memberId)))
    .limit(1);
  if (!business) throw notFound();
  return business;
}

export async function requireOwnedMenu(db: Db, memberId: string, menuId: string) {
  const [row] = await db
    .select({ menu: menus })
    .from(menus)
    .innerJoin(businesses, eq(businesses.id, menus.businessId))
    .where(and(eq(menus.id, menuId), ownedBusinesses(memberId)))
    .limit(1);
  if (!row) throw notFound();
  return row.menu;
}

/** Like requireOwnedMenu, without the menu's tree: for checks on a hot path (autosave). */
export async function requireOwnedMenuHead(db: Db, memberId: string, menuId: string) {
  const [row] = await db
    .select({ id: menus.id, businessId: menus.businessId, removed: menus.removed, version: menus.version })
    .from(menus)
    .innerJoin(businesses, eq(businesses.id, menus.businessId))
    .where(and(eq(menus.id, menuId), ownedBusinesses(memberId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A member id in a path must be the caller's own. */
export function requireSelf(callerId: string, memberId: string) {
  if (callerId !== memberId) throw notFound();
}
