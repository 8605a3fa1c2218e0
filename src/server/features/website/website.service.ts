import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { CUSTOM_URL_MAX } from "../../../shared/common/constants.ts";
import { canAddWebsitePage } from "../../../shared/subscriptions/entitlements.ts";
import {
  type CreatePage,
  PAGES_PER_BUSINESS_MAX,
  type SnapshotPage,
  slugFromTitle,
  type UpdatePage,
  WEBSITE_MESSAGES,
  type WebsitePage,
} from "../../../shared/website/website.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { images, websitePages } from "../../db/schema.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { badRequest, HttpError, notFound, validationError } from "../../http/errors.ts";
import { markdownImageSources } from "../../lib/markdown.ts";
import { imageKeyOf } from "../images/images.service.ts";
import { loadEntitlements } from "../subscriptions/member-entitlements.ts";

type PageRow = typeof websitePages.$inferSelect;

export function toWebsitePage(row: PageRow): WebsitePage {
  return { ...pageFieldsOf(row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** What owners and guests both read of a page. */
function pageFieldsOf(row: PageRow) {
  const { id, title, slug, body, showInNav, sequence } = row;
  return { id, title, slug, body, showInNav, sequence };
}

/**
 * The stored sizes of the owner's own images that `bodies` show, by path (a box before they load).
 * Another member's key or an outside address gets no size; the image still shows, only without its box.
 */
export async function findImageSizes({
  db,
  memberId,
  bodies,
}: {
  db: Db;
  memberId: string;
  bodies: string[];
}): Promise<Map<string, { width: number; height: number }>> {
  const pathsByKey = new Map<string, string[]>();
  for (const path of bodies.flatMap(markdownImageSources)) {
    const key = imageKeyOf(path);
    if (key) pathsByKey.set(key, [...(pathsByKey.get(key) ?? []), path]);
  }
  const sizes = new Map<string, { width: number; height: number }>();
  if (pathsByKey.size === 0) return sizes;
  const rows = await db
    .select({ key: images.key, width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.memberId, memberId), inArray(images.key, [...pathsByKey.keys()])));
  for (const row of rows) {
    for (const path of pathsByKey.get(row.key) ?? [])
      sizes.set(path, { width: row.width, height: row.height });
  }
  return sizes;
}

/** What a publish freezes of each page (drafts reach guests only through it). */
export function toSnapshotPage(
  row: PageRow,
  sizes: Map<string, { width: number; height: number }>,
): SnapshotPage {
  const page: SnapshotPage = pageFieldsOf(row);
  const imageSizes = Object.fromEntries(
    markdownImageSources(row.body).flatMap((path) => {
      const size = sizes.get(path);
      return size ? [[path, size] as const] : [];
    }),
  );
  // Left out when there is none, so a snapshot of a page without images reads as before.
  if (Object.keys(imageSizes).length > 0) page.imageSizes = imageSizes;
  return page;
}

/** A business's pages by sequence; the caller has already checked ownership. */
export async function findPagesOfBusiness({ db, businessId }: { db: Db; businessId: string }) {
  return db
    .select()
    .from(websitePages)
    .where(eq(websitePages.businessId, businessId))
    .orderBy(asc(websitePages.sequence), asc(websitePages.createdAt));
}

export async function findPages({ db, scope }: { db: Db; scope: BusinessScope }) {
  return findPagesOfBusiness({ db, businessId: scope.business.id });
}

export async function findPage({ db, scope, pageId }: { db: Db; scope: BusinessScope; pageId: string }) {
  const [row] = await db
    .select()
    .from(websitePages)
    .where(and(eq(websitePages.id, pageId), eq(websitePages.businessId, scope.business.id)))
    .limit(1);
  if (!row) throw notFound(WEBSITE_MESSAGES.pageNotFound);
  return row;
}

const slugTaken = () => validationError([{ path: "slug", message: WEBSITE_MESSAGES.slugTaken }]);

/** The unique index (business, slug) refused a write: two windows took one address at once. */
function isSlugClash(error: unknown): boolean {
  const text = `${(error as { message?: string })?.message ?? ""} ${(error as { cause?: { message?: string } })?.cause?.message ?? ""}`;
  return text.includes("website_pages_slug_key");
}

async function isSlugUsed(db: Db, businessId: string, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: websitePages.id })
    .from(websitePages)
    .where(
      and(
        eq(websitePages.businessId, businessId),
        eq(websitePages.slug, slug),
        exceptId ? ne(websitePages.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A slug made from the title: "about-us", then "about-us-2"… within the custom-URL length. */
async function freeSlugFor(db: Db, businessId: string, title: string) {
  const base = slugFromTitle(title);
  for (let n = 1; n <= PAGES_PER_BUSINESS_MAX + 1; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const slug = `${base.slice(0, CUSTOM_URL_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!(await isSlugUsed(db, businessId, slug))) return slug;
  }
  throw slugTaken();
}

/**
 * Creates a page at the end, or at `sequence` (the dashboard's undo puts a deleted page back where it was).
 * Within the member's plan and PAGES_PER_BUSINESS_MAX.
 */
export async function createPage({ db, scope, input }: { db: Db; scope: BusinessScope; input: CreatePage }) {
  const businessId = scope.business.id;
  try {
    return await db.transaction(async (tx) => {
      // The member's row is locked: two windows adding at once cannot both pass the plan's limit.
      const entitlements = await loadEntitlements({ db: tx, memberId: scope.memberId, lock: true });
      const existing = await findPagesOfBusiness({ db: tx, businessId });
      // The Free plan's page count, from the one place plans are written.
      if (!canAddWebsitePage(entitlements, existing.length))
        throw new HttpError(402, "PAGE_LIMIT", WEBSITE_MESSAGES.freeLimit);
      if (existing.length >= PAGES_PER_BUSINESS_MAX)
        throw badRequest("PAGE_LIMIT", WEBSITE_MESSAGES.pageLimit);
      const title = input.title.trim();
      let slug = input.slug;
      if (slug === undefined) slug = await freeSlugFor(tx, businessId, title);
      else if (await isSlugUsed(tx, businessId, slug)) throw slugTaken();
      const sequence = Math.min(input.sequence ?? existing.length, existing.length);
      // Pages at or after the new one move down a place.
      await tx
        .update(websitePages)
        .set({ sequence: sql`${websitePages.sequence} + 1` })
        .where(and(eq(websitePages.businessId, businessId), sql`${websitePages.sequence} >= ${sequence}`));
      const [row] = await tx
        .insert(websitePages)
        .values({
          id: newId(),
          businessId,
          title,
          slug,
          body: input.body ?? "",
          showInNav: input.showInNav ?? true,
          sequence,
        })
        .returning();
      if (!row) throw new Error("page insert returned nothing");
      return row;
    });
  } catch (error) {
    if (isSlugClash(error)) throw slugTaken();
    throw error;
  }
}

/**
 * Saves the fields given when `version` is still the stored one; otherwise 409 with the current page, like the
 * menu editor's autosave: two windows never overwrite each other silently.
 */
export async function updatePage({
  db,
  scope,
  pageId,
  input,
}: {
  db: Db;
  scope: BusinessScope;
  pageId: string;
  input: UpdatePage;
}) {
  const businessId = scope.business.id;
  const current = await findPage({ db, scope, pageId });
  if (
    input.slug !== undefined &&
    input.slug !== current.slug &&
    (await isSlugUsed(db, businessId, input.slug, pageId))
  )
    throw slugTaken();
  const changes: Partial<typeof websitePages.$inferInsert> = { updatedAt: new Date() };
  if (input.title !== undefined) changes.title = input.title;
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.body !== undefined) changes.body = input.body;
  if (input.showInNav !== undefined) changes.showInNav = input.showInNav;
  let row: PageRow | undefined;
  try {
    [row] = await db
      .update(websitePages)
      .set({ ...changes, version: sql`${websitePages.version} + 1` })
      .where(
        and(
          eq(websitePages.id, pageId),
          eq(websitePages.businessId, businessId),
          eq(websitePages.version, input.version),
        ),
      )
      .returning();
  } catch (error) {
    if (isSlugClash(error)) throw slugTaken();
    throw error;
  }
  if (row) return row;
  const latest = await findPage({ db, scope, pageId });
  throw new HttpError(409, "STALE_VERSION", WEBSITE_MESSAGES.stale, { current: toWebsitePage(latest) });
}

/** Deletes the page and closes the gap it leaves; the answer is the page as it was, for the undo. */
export async function deletePage({ db, scope, pageId }: { db: Db; scope: BusinessScope; pageId: string }) {
  const businessId = scope.business.id;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(websitePages)
      .where(and(eq(websitePages.id, pageId), eq(websitePages.businessId, businessId)))
      .returning();
    if (!row) throw notFound(WEBSITE_MESSAGES.pageNotFound);
    await tx
      .update(websitePages)
      .set({ sequence: sql`${websitePages.sequence} - 1` })
      .where(and(eq(websitePages.businessId, businessId), sql`${websitePages.sequence} > ${row.sequence}`));
    return row;
  });
}

/**
 * Puts the business's pages in the order given (a drag in the dashboard), like POST /v1/menus/sequence. Every id
 * must be one of its pages; pages left out keep their order after the ones named. Versions do not change: an
 * order is not an edit of a page's text, so an open editor keeps saving.
 */
export async function reorderPages({
  db,
  scope,
  pageIds,
}: {
  db: Db;
  scope: BusinessScope;
  pageIds: string[];
}) {
  const businessId = scope.business.id;
  const existing = await findPagesOfBusiness({ db, businessId });
  const known = new Set(existing.map((page) => page.id));
  if (new Set(pageIds).size !== pageIds.length || pageIds.some((id) => !known.has(id)))
    throw notFound(WEBSITE_MESSAGES.pageNotFound);
  const order = [...pageIds, ...existing.map((page) => page.id).filter((id) => !pageIds.includes(id))];
  await db.transaction(async (tx) => {
    for (const [sequence, id] of order.entries()) {
      if (existing.find((page) => page.id === id)?.sequence === sequence) continue;
      await tx.update(websitePages).set({ sequence }).where(eq(websitePages.id, id));
    }
  });
  return findPagesOfBusiness({ db, businessId });
}
