import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import {
  type BusinessConfig,
  checkOrderNow,
  DEFAULT_BUSINESS_CONFIG,
} from "../../../shared/businesses/business-config.ts";
import type { Location } from "../../../shared/businesses/businesses.ts";
import type { OnboardingProblem } from "../../../shared/common/constants.ts";
import { normalizeRegionOf } from "../../../shared/common/geo.ts";
import { defaultCurrencyConfig, deriveCurrencyCode } from "../../../shared/common/money.ts";
import { slugify } from "../../../shared/common/url.ts";
import { starterHours } from "../../../shared/hours/hours-week.ts";
import { timeZoneForAddress, zoneOffsetMinutes } from "../../../shared/hours/time-zones.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { businesses, menus } from "../../db/schema.ts";
import { type BusinessRow, type BusinessScope, ownedBusinesses } from "../../db/tenancy.ts";
import { badRequest } from "../../http/errors.ts";

export type { BusinessRow };

export function toBusiness(row: BusinessRow) {
  return {
    id: row.id,
    url: row.url,
    customUrl: row.customUrl,
    published: row.published,
    orderingEnabled: row.orderingEnabled,
    viewCount: row.viewCount,
    config: { ...DEFAULT_BUSINESS_CONFIG, ...(row.config as BusinessConfig) },
  };
}

export function toLocation(row: BusinessRow) {
  return {
    internalId: row.internalId,
    name: row.name,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    email: row.email,
    website: row.website,
    twitter: row.twitter,
    facebook: row.facebook,
    instagram: row.instagram,
  };
}

/** A location as stored: US states and Canadian provinces as their code, so "Texas" and "TX" are one place. */
function normalizeLocation<T extends { state: string; country?: string | undefined }>(location: T): T {
  return { ...location, state: normalizeRegionOf(location.country, location.state) ?? location.state };
}

/** The condition for the business that answers at an address: its generated url or its custom URL, any case. */
export function answersAt(address: string) {
  const lower = address.toLowerCase();
  return or(eq(businesses.url, lower), sql`lower(${businesses.customUrl}) = ${lower}`);
}

/** Whether a business other than `exceptBusinessId` already answers at this address. */
export async function isAddressTaken(db: Db, address: string, exceptBusinessId?: string) {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      exceptBusinessId ? and(answersAt(address), ne(businesses.id, exceptBusinessId)) : answersAt(address),
    )
    .limit(1);
  return Boolean(row);
}

const URL_ATTEMPTS = 20;

/** The generated short link to try on each attempt: the name's slug, then the slug with a random suffix. */
function urlCandidate(base: string, attempt: number) {
  if (attempt === 0) return base;
  if (attempt < URL_ATTEMPTS - 1) return `${base}-${Math.random().toString(36).slice(2, 6)}`;
  return `${base}-${newId().slice(0, 8).toLowerCase()}`;
}

/**
 * Inserts a business at a generated short link that no other business uses, as its url or its custom URL.
 * Checking first and inserting after let simultaneous creations with one name pick the same
 * link, and the unique index answered 500 on PostgreSQL; the insert now skips a taken link (ON CONFLICT DO
 * NOTHING, safe inside the sign-up's transaction) and tries the next candidate.
 */
async function insertAtFreeUrl(db: Db, name: string, values: Omit<typeof businesses.$inferInsert, "url">) {
  const base = slugify(name);
  for (let attempt = 0; attempt < URL_ATTEMPTS; attempt++) {
    const url = urlCandidate(base, attempt);
    if (await isAddressTaken(db, url)) continue;
    const [row] = await db
      .insert(businesses)
      .values({ ...values, url })
      .onConflictDoNothing({ target: businesses.url })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free url for "${base}" after ${URL_ATTEMPTS} attempts`);
}

export interface CreateBusinessInput {
  name: string;
  address?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string | undefined;
  phone?: string;
  email?: string;
  website?: string;
  twitter?: string;
  facebook?: string;
  instagram?: string;
}

export async function createBusiness({
  db,
  memberId,
  location,
}: {
  db: Db;
  memberId: string;
  location: CreateBusinessInput;
}) {
  const normalized = normalizeLocation({ ...location, state: location.state ?? "" });
  const timeZone = timeZoneForAddress(normalized);
  return insertAtFreeUrl(db, location.name, {
    id: newId(),
    memberId,
    ...normalized,
    country: normalized.country || "United States",
    config: {
      phone: normalized.phone ?? "",
      country: normalized.country || "United States",
      // The hours' zone from the address, not UTC; the owner confirms it on the hours tab.
      timeZone,
      timeZoneOffset: zoneOffsetMinutes(timeZone),
      // A sensible week to edit from, not seven closed days (stored as a JSON string).
      hours: JSON.stringify(starterHours()),
      // A new business prices in its country's currency, symbol and ISO code together.
      ...defaultCurrencyConfig(normalized.country),
    },
  });
}

export async function findBusinesses({ db, memberId }: { db: Db; memberId: string }) {
  return db.select().from(businesses).where(ownedBusinesses(memberId)).orderBy(asc(businesses.internalId));
}

export async function updateLocation({
  db,
  scope,
  location,
}: {
  db: Db;
  scope: BusinessScope;
  location: Location;
}) {
  const [row] = await db
    .update(businesses)
    .set(normalizeLocation(location))
    .where(eq(businesses.id, scope.business.id))
    .returning();
  if (!row) throw new Error("location update returned nothing");
  return row;
}

/** Replaces the origins that may frame the business's guest pages; answers them as stored. */
export async function updateFrameOrigins({
  db,
  scope,
  origins,
}: {
  db: Db;
  scope: BusinessScope;
  origins: string[];
}) {
  const [row] = await db
    .update(businesses)
    .set({ frameOrigins: origins })
    .where(eq(businesses.id, scope.business.id))
    .returning({ frameOrigins: businesses.frameOrigins });
  if (!row) throw new Error("frame origins update returned nothing");
  return row.frameOrigins;
}

export interface BusinessChanges {
  orderingEnabled?: boolean | undefined;
  config?: BusinessConfig | undefined;
}

/** PUT replaces the config it is given; PATCH merges it field by field. */
export async function updateBusiness({
  db,
  scope,
  changes,
  merge,
}: {
  db: Db;
  scope: BusinessScope;
  changes: BusinessChanges;
  merge: boolean;
}) {
  const current = scope.business;
  const currentConfig = current.config as BusinessConfig;
  let config = changes.config
    ? merge
      ? { ...currentConfig, ...changes.config }
      : changes.config
    : currentConfig;
  // A new symbol without a code brings its code along, so the two never disagree (an older config without
  // one derives it where it is read, src/shared/common/money.ts currencyOf).
  const isSymbolChanged =
    changes.config?.currency !== undefined && changes.config.currency !== currentConfig.currency;
  if (isSymbolChanged && changes.config?.currencyCode === undefined)
    config = { ...config, currencyCode: deriveCurrencyCode(config.currency, current.country) };
  const orderNowError = checkOrderNow(config);
  if (orderNowError)
    throw badRequest("VALIDATION", orderNowError, [{ path: "config.orderNowPhone", message: orderNowError }]);
  const [row] = await db
    .update(businesses)
    .set({ config, orderingEnabled: changes.orderingEnabled ?? current.orderingEnabled })
    .where(eq(businesses.id, current.id))
    .returning();
  if (!row) throw new Error("business update returned nothing");
  return row;
}

/** What stands between a business and its public page, listed for the owner before publishing. */
export async function findOnboardingProblems(db: Db, business: BusinessRow): Promise<OnboardingProblem[]> {
  const problems: OnboardingProblem[] = [];
  const [usable] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.businessId, business.id), eq(menus.removed, false), eq(menus.active, true)))
    .limit(1);
  if (!usable) problems.push("NO_MENUS");
  if (!business.name.trim() || !business.city.trim() || !business.state.trim())
    problems.push("NO_BUSINESS_INFO");
  if (await isAddressTaken(db, business.customUrl ?? business.url, business.id)) problems.push("URL_TAKEN");
  return problems;
}
