import { and, eq, sql } from "drizzle-orm";
import type { BusinessConfig } from "../../../shared/business-config.ts";
import type { OnboardingProblem } from "../../../shared/constants.ts";
import { type MenuNodes, visibleNodes } from "../../../shared/menu.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { PublishedSnapshot } from "../../../shared/public-page.ts";
import { CustomUrlSchema } from "../../../shared/schemas.ts";
import type { Db } from "../../db/client.ts";
import { businesses, publications } from "../../db/schema.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { badRequest, validationError } from "../../http/errors.ts";
import {
  answersAt,
  type BusinessRow,
  findOnboardingProblems,
  isAddressTaken,
  toLocation,
} from "../businesses/businesses.service.ts";
import { findMenusOfBusiness } from "../menus/menus.service.ts";

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
async function buildSnapshot(db: Db, business: BusinessRow): Promise<PublishedSnapshot> {
  const menus = (await findMenusOfBusiness({ db, businessId: business.id })).filter((menu) => menu.active);
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
    menus: menus.map((menu) => ({
      id: menu.id,
      name: menu.name,
      details: menu.details,
      sequence: menu.sequence,
      nodes: visibleNodes(menu.nodes as MenuNodes),
    })),
    publishedAt: new Date().toISOString(),
  };
}

/** seed 000 §4: false means the address is taken (the dashboard checks menus and details itself). */
export async function previewPublish({ db, scope }: { db: Db; scope: BusinessScope }) {
  return !(await findOnboardingProblems(db, scope.business)).includes("URL_TAKEN");
}

export async function publishBusiness({ db, scope }: { db: Db; scope: BusinessScope }) {
  const { business } = scope;
  const businessId = business.id;
  const [problem] = await findOnboardingProblems(db, business);
  if (problem) throw badRequest(problem, PROBLEM_MESSAGES[problem]);
  const snapshot = await buildSnapshot(db, business);
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

/** seed 000 §5: custom URL rules and messages; empty clears it. */
export async function setCustomUrl({ db, scope, url }: { db: Db; scope: BusinessScope; url: string }) {
  const businessId = scope.business.id;
  const parsed = CustomUrlSchema.safeParse(url);
  if (!parsed.success) {
    throw validationError(parsed.error.issues.map((issue) => ({ path: "url", message: issue.message })));
  }
  const customUrl = parsed.data || null;
  if (customUrl && (await isAddressTaken(db, customUrl, businessId))) {
    throw validationError([{ path: "url", message: MESSAGES.customUrlTaken }]);
  }
  try {
    const [row] = await db
      .update(businesses)
      .set({ customUrl })
      .where(eq(businesses.id, businessId))
      .returning();
    return mustExist(row);
  } catch {
    // Two owners racing for one address: the unique index lets one through.
    throw validationError([{ path: "url", message: MESSAGES.customUrlTaken }]);
  }
}

/**
 * Who answers at an address, generated or custom, and which publication is live: a small row, so the guest
 * page's hot path never moves the snapshot itself. Null when no business answers there.
 */
export async function findPublicationHead(db: Db, address: string) {
  const [row] = await db
    .select({ businessId: businesses.id, published: businesses.published, version: publications.version })
    .from(businesses)
    .leftJoin(publications, eq(publications.businessId, businesses.id))
    .where(answersAt(address))
    .limit(1);
  if (!row) return null;
  return {
    businessId: row.businessId,
    isLive: row.published && row.version !== null,
    version: row.version ?? 0,
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

export async function countView({ db, businessId }: { db: Db; businessId: string }) {
  const [row] = await db
    .update(businesses)
    .set({ viewCount: sql`${businesses.viewCount} + 1` })
    .where(and(eq(businesses.id, businessId), eq(businesses.published, true)))
    .returning({ memberId: businesses.memberId });
  return row ?? null;
}
