import { and, eq } from "drizzle-orm";
import { notFound } from "../http/errors.ts";
import type { Db } from "./client.ts";
import { businesses, menus } from "./schema.ts";

// Every query on a member's data is scoped here. Another member's id answers 404,
// exactly as if it did not exist. A route resolves its scope once (http/scope.ts, decision 004) and hands it
// to the services, which take the scope instead of a (memberId, businessId) pair they would have to check.

export type BusinessRow = typeof businesses.$inferSelect;

/** The columns of a menu that say whose it is and whether it can be edited: no tree (autosave's hot path). */
export interface MenuHead {
  id: string;
  businessId: string;
  removed: boolean;
  version: number;
}

declare const OWNED: unique symbol;

/** A business the caller owns. Only this module makes one, so a service that takes it cannot skip the check. */
export interface BusinessScope {
  readonly memberId: string;
  readonly business: BusinessRow;
  readonly [OWNED]: true;
}

/** A menu the caller owns, with its business: a menu scope is also a business scope. */
export interface MenuScope extends BusinessScope {
  readonly menu: MenuHead;
}

/** The condition that limits businesses to one member's. */
export const ownedBusinesses = (memberId: string) => eq(businesses.memberId, memberId);

export async function resolveBusinessScope({
  db,
  memberId,
  businessId,
}: {
  db: Db;
  memberId: string;
  businessId: string;
}): Promise<BusinessScope> {
  const [business] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), ownedBusinesses(memberId)))
    .limit(1);
  if (!business) throw notFound();
  return { memberId, business } as BusinessScope;
}

/**
 * An operator acts on any member's business, as its owner would. The scope names the business's
 * owner, so the services that take it act on the owner's data exactly as when the owner calls.
 */
export async function resolveBusinessScopeAsOperator({
  db,
  businessId,
}: {
  db: Db;
  businessId: string;
}): Promise<BusinessScope> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound();
  return { memberId: business.memberId, business } as BusinessScope;
}

/** For a route that names several businesses (a batch): each must be the caller's. One scope per id, in order. */
export async function resolveBusinessScopes({
  db,
  memberId,
  businessIds,
}: {
  db: Db;
  memberId: string;
  businessIds: string[];
}): Promise<BusinessScope[]> {
  const resolved = new Map<string, BusinessScope>();
  const scopes: BusinessScope[] = [];
  for (const businessId of businessIds) {
    const scope = resolved.get(businessId) ?? (await resolveBusinessScope({ db, memberId, businessId }));
    resolved.set(businessId, scope);
    scopes.push(scope);
  }
  return scopes;
}

export async function resolveMenuScope({
  db,
  memberId,
  menuId,
}: {
  db: Db;
  memberId: string;
  menuId: string;
}): Promise<MenuScope> {
  const [row] = await db
    .select({
      business: businesses,
      menu: { id: menus.id, businessId: menus.businessId, removed: menus.removed, version: menus.version },
    })
    .from(menus)
    .innerJoin(businesses, eq(businesses.id, menus.businessId))
    .where(and(eq(menus.id, menuId), ownedBusinesses(memberId)))
    .limit(1);
  if (!row) throw notFound();
  return { memberId, business: row.business, menu: row.menu } as MenuScope;
}

/** The scope's business as stored now, for an answer after a service changed it. */
export async function reloadBusiness({ db, scope }: { db: Db; scope: BusinessScope }): Promise<BusinessRow> {
  return (await resolveBusinessScope({ db, memberId: scope.memberId, businessId: scope.business.id }))
    .business;
}

/** A member id in a path must be the caller's own. */
export function requireSelf(callerId: string, memberId: string) {
  if (callerId !== memberId) throw notFound();
}
