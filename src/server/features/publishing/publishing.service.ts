import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import {
  type BusinessConfig,
  DEFAULT_BUSINESS_CONFIG,
  OPENING_KEYS,
  openingOf,
} from "../../../shared/businesses/business-config.ts";
import type { OnboardingProblem } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { snapshotMenus } from "../../../shared/guest-page/guest-view.ts";
import { findNamelessItem, type MenuNodes, namelessItemMessage } from "../../../shared/menus/menu.ts";
import type { PublishedSnapshot } from "../../../shared/publishing/public-page.ts";
import { CustomUrlSchema } from "../../../shared/publishing/publishing.ts";
import type { Db } from "../../db/client.ts";
import { hashSecret } from "../../db/ids.ts";
import {
  businesses,
  giftCardSettings,
  loyaltyPrograms,
  previousUrls,
  publications,
  reservationSettings,
  viewVisits,
} from "../../db/schema.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { badRequest, validationError } from "../../http/errors.ts";
import { issuesToFieldErrors } from "../../http/validation-answer.ts";
import { framePolicy } from "../../lib/frame-policy.ts";
import {
  answersAt,
  type BusinessRow,
  findOnboardingProblems,
  isAddressTaken,
  toLocation,
} from "../businesses/businesses.service.ts";
import { findMenusOfBusiness } from "../menus/menus.service.ts";
import { isServedRow, servingColumns, withServing } from "../subscriptions/location-serving.ts";
import { findImageSizes, findPagesOfBusiness, toSnapshotPage } from "../website/website.service.ts";

/** An UPDATE … RETURNING on a row checked a moment ago: no row means the database broke its promise. */
function mustExist<T>(row: T | undefined): T {
  if (!row) throw new Error("expected row is missing");
  return row;
}

const PROBLEM_MESSAGES: Record<OnboardingProblem, string> = {
  NO_MENUS: MESSAGES.noMenus,
  NO_BUSINESS_INFO: MESSAGES.noBusinessInfo,
  URL_TAKEN: MESSAGES.urlTaken,
};

/** Freezes what guests will see: active, non-removed menus by sequence, available groups and items only. */
async function buildSnapshot(
  db: Db,
  business: BusinessRow,
  loadedMenus?: Awaited<ReturnType<typeof findMenusOfBusiness>>,
): Promise<PublishedSnapshot> {
  const menus = loadedMenus ?? (await findMenusOfBusiness({ db, businessId: business.id }));
  // The website pages as they are now; guests read them only from here.
  const pages = await findPagesOfBusiness({ db, businessId: business.id });
  const imageSizes = await findImageSizes({
    db,
    memberId: business.memberId,
    bodies: pages.map((page) => page.body),
  });
  const { internalId: _internalId, ...location } = toLocation(business);
  return {
    business: {
      id: business.id,
      url: business.url,
      customUrl: business.customUrl,
      orderingEnabled: business.orderingEnabled,
      config: business.config as BusinessConfig,
    },
    location,
    // The same filter the dashboard's preview applies to the draft (src/shared/guest-page/guest-view.ts).
    menus: snapshotMenus(menus.map((menu) => ({ ...menu, nodes: menu.nodes as MenuNodes }))),
    pages: pages.map((page) => toSnapshotPage(page, imageSizes)),
    publishedAt: new Date().toISOString(),
  };
}

/** JSON with its keys sorted: the stored snapshot comes back from jsonb in another key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === "object" && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

/**
 * Whether Publish Changes would change what guests see: the snapshot the draft would make, compared
 * with the published one (apart from when each was made). An unpublished business has nothing live to differ.
 */
export async function hasUnpublishedChanges({
  db,
  business,
  menus,
}: {
  db: Db;
  business: BusinessRow;
  menus?: Awaited<ReturnType<typeof findMenusOfBusiness>>;
}): Promise<boolean> {
  if (!business.published) return false;
  const published = await findSnapshot(db, business.id);
  if (!published) return true;
  const draft = await buildSnapshot(db, business, menus);
  // Compared as guests get it: a setting stored with its default value is the same as one never set, the
  // owner's answer about the time zone is not something guests see, and the opening (hours,
  // "closed now") reaches guests without a publish (`withOpening`), so it has nothing to publish.
  const content = ({ publishedAt: _at, ...snapshot }: PublishedSnapshot) => {
    const { timeZoneConfirmed: _confirmed, ...config } = {
      ...DEFAULT_BUSINESS_CONFIG,
      ...snapshot.business.config,
    } as BusinessConfig;
    for (const key of OPENING_KEYS) delete config[key];
    return { ...snapshot, pages: snapshot.pages ?? [], business: { ...snapshot.business, config } };
  };
  return canonicalJson(content(draft)) !== canonicalJson(content(published.snapshot));
}

/** False means the address is taken (the dashboard checks menus and details itself). */
export async function previewPublish({ db, scope }: { db: Db; scope: BusinessScope }) {
  return !(await findOnboardingProblems(db, scope.business)).includes("URL_TAKEN");
}

export async function publishBusiness({ db, scope }: { db: Db; scope: BusinessScope }) {
  const { business } = scope;
  const businessId = business.id;
  const [problem] = await findOnboardingProblems(db, business);
  if (problem) throw badRequest(problem, PROBLEM_MESSAGES[problem]);
  const snapshot = await buildSnapshot(db, business);
  // Guests would see a price on a blank row.
  const nameless = findNamelessItem(snapshot.menus);
  if (nameless) throw badRequest("NAMELESS_ITEM", namelessItemMessage(nameless));
  return db.transaction(async (tx) => {
    await tx
      .insert(publications)
      .values({ businessId, snapshot: snapshot as unknown as Record<string, unknown> })
      .onConflictDoUpdate({
        target: publications.businessId,
        set: {
          snapshot: snapshot as unknown as Record<string, unknown>,
          version: sql`${publications.version} + 1`,
          publishedAt: new Date(),
        },
      });
    const [row] = await tx
      .update(businesses)
      .set({ published: true })
      .where(eq(businesses.id, businessId))
      .returning();
    return mustExist(row);
  });
}

export async function unpublishBusiness({ db, scope }: { db: Db; scope: BusinessScope }) {
  const [row] = await db
    .update(businesses)
    .set({ published: false })
    .where(eq(businesses.id, scope.business.id))
    .returning();
  return mustExist(row);
}

/** GET /v1/businesses/url/validate: a well-formed custom URL that no other business uses. */
export async function isCustomUrlAvailable({
  db,
  url,
  businessId,
}: {
  db: Db;
  url: string;
  businessId?: string;
}) {
  const parsed = CustomUrlSchema.safeParse(url);
  if (!parsed.success || !parsed.data) return false;
  return !(await isAddressTaken(db, parsed.data, businessId));
}

/** The custom URL, by the shared rules and with their messages; empty clears it. */
export async function setCustomUrl({ db, scope, url }: { db: Db; scope: BusinessScope; url: string }) {
  const businessId = scope.business.id;
  const parsed = CustomUrlSchema.safeParse(url);
  if (!parsed.success) {
    throw validationError(issuesToFieldErrors(parsed.error.issues, { input: url, prefix: ["url"] }));
  }
  const customUrl = parsed.data || null;
  if (customUrl && (await isAddressTaken(db, customUrl, businessId))) {
    throw validationError([{ path: "url", message: MESSAGES.customUrlTaken }]);
  }
  const previous = scope.business.customUrl;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(businesses)
        .set({ customUrl })
        .where(eq(businesses.id, businessId))
        .returning();
      // The old custom URL keeps sending guests here (301) until someone else takes it.
      if (previous && previous.toLowerCase() !== customUrl?.toLowerCase()) {
        await tx
          .insert(previousUrls)
          .values({ url: previous.toLowerCase(), businessId })
          .onConflictDoUpdate({ target: previousUrls.url, set: { businessId, createdAt: new Date() } });
      }
      // The new address answers for this business alone: no other business's old link redirects from it.
      if (customUrl) await tx.delete(previousUrls).where(eq(previousUrls.url, customUrl.toLowerCase()));
      return mustExist(row);
    });
  } catch {
    // Two owners racing for one address: the unique index lets one through.
    throw validationError([{ path: "url", message: MESSAGES.customUrlTaken }]);
  }
}

/**
 * Where an old custom URL now lives, the business's current address; null when the address was
 * never anyone's custom URL. Asked only when no business answers at the address today.
 */
export async function findMovedAddress(db: Db, address: string): Promise<string | null> {
  const [row] = await db
    .select({ url: businesses.url, customUrl: businesses.customUrl })
    .from(previousUrls)
    .innerJoin(businesses, eq(businesses.id, previousUrls.businessId))
    .where(eq(previousUrls.url, address.toLowerCase()))
    .limit(1);
  return row ? (row.customUrl ?? row.url) : null;
}

/**
 * Who answers at an address, generated or custom, and which publication is live: a small row, so the guest
 * page's hot path never moves the snapshot itself. Null when no business answers there.
 */
export async function findPublicationHead(db: Db, address: string) {
  return findHead(db, answersAt(address));
}

/** The same head by the business's id, for the public calls that name a business by id (the platform's location calls). */
export async function findPublicationHeadById(db: Db, businessId: string) {
  return findHead(db, eq(businesses.id, businessId));
}

async function findHead(db: Db, where: SQL | undefined) {
  const [row] = await withServing(
    db
      .select({
        businessId: businesses.id,
        published: businesses.published,
        disabled: businesses.disabled,
        orderingEnabled: businesses.orderingEnabled,
        frameOrigins: businesses.frameOrigins,
        config: businesses.config,
        version: publications.version,
        isBooking: sql<boolean>`coalesce((${reservationSettings.settings}->>'enabled')::boolean, false)`,
        isSellingGiftCards: sql<boolean>`coalesce((${giftCardSettings.settings}->>'enabled')::boolean, false)`,
        isRewarding: sql<boolean>`coalesce((${loyaltyPrograms.settings}->>'enabled')::boolean, false)`,
        ...servingColumns,
      })
      .from(businesses)
      .leftJoin(publications, eq(publications.businessId, businesses.id))
      .leftJoin(reservationSettings, eq(reservationSettings.businessId, businesses.id))
      .leftJoin(giftCardSettings, eq(giftCardSettings.businessId, businesses.id))
      .leftJoin(loyaltyPrograms, eq(loyaltyPrograms.businessId, businesses.id))
      .$dynamic(),
  )
    .where(where)
    .limit(1);
  if (!row) return null;
  const opening = openingOf(row.config as BusinessConfig);
  return {
    businessId: row.businessId,
    // A business an operator disabled, or a location the member's plan does not serve, answers 402
    // like an unpublished one.
    isLive: row.published && !row.disabled && row.version !== null && isServedRow(row),
    version: row.version ?? 0,
    // Read live, not from the snapshot: turning ordering on or off applies without a publish, as the
    // order calls do.
    isOrdering: row.orderingEnabled,
    // Live as well: turning bookings on shows "Book a table" without a publish.
    isBooking: row.isBooking === true,
    // Live too: "Gift cards" follows the owner's switch without a publish.
    isSellingGiftCards: row.isSellingGiftCards === true,
    // And "Rewards", with the owner's loyalty program.
    isRewarding: row.isRewarding === true,
    // Made here, once per head the guest page remembers, so no request builds it.
    frames: framePolicy(row.frameOrigins),
    // Read live too: "closed now" and the hours reach guests without a publish, as they reach the order calls.
    opening,
    // Made once per head, like the frames: the guest page's cache key holds it, so a change makes a new page.
    openingKey: JSON.stringify(opening),
  };
}

export async function findSnapshot(db: Db, businessId: string) {
  const [row] = await db
    .select({ snapshot: publications.snapshot, version: publications.version })
    .from(publications)
    .where(eq(publications.businessId, businessId))
    .limit(1);
  return row ? { snapshot: row.snapshot as unknown as PublishedSnapshot, version: row.version } : null;
}

/**
 * Counts a guest's view of a published business page (or one of its menus) once per visitor a day (one
 * address could otherwise add thousands a second). The visit and the count change in one statement, so
 * simultaneous requests from one visitor count once; the day's visits of other days are then let go.
 */
export async function countView({
  db,
  businessId,
  subject = "",
  clientAddress,
  userAgent = "",
  now = new Date(),
}: {
  db: Db;
  businessId: string;
  subject?: string;
  clientAddress: string;
  userAgent?: string;
  now?: Date;
}) {
  const day = now.toISOString().slice(0, 10);
  const visitor = hashSecret(`view:${businessId}:${day}:${clientAddress}:${userAgent}`);
  const counted = await db.execute(sql`
    with visit as (
      insert into ${viewVisits} (business_id, subject, day, visitor)
      select ${businessId}, ${subject}, ${day}, ${visitor}
      where exists (select 1 from ${businesses} where id = ${businessId} and published)
      on conflict do nothing
      returning business_id
    )
    update ${businesses} set view_count = view_count + 1
    where id in (select business_id from visit)
    returning id`);
  // Both engines' raw results carry `rows`.
  const isCounted = (counted as unknown as { rows: unknown[] }).rows.length > 0;
  // The first visit of a visitor today: yesterday's visits are no longer needed.
  if (isCounted)
    await db.delete(viewVisits).where(and(eq(viewVisits.businessId, businessId), lt(viewVisits.day, day)));
  return isCounted;
}
