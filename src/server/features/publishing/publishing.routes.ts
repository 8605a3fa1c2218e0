import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DEFAULT_BUSINESS_CONFIG } from "../../../shared/businesses/business-config.ts";
import { BusinessSchema } from "../../../shared/businesses/businesses.ts";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { statusNow } from "../../../shared/guest-page/guest-view.ts";
import {
  PublicLocationQuerySchema,
  PublicLocationSchema,
  type PublishedSnapshot,
  publicLocationOf,
} from "../../../shared/publishing/public-page.ts";
import {
  CustomUrlQuerySchema,
  locationNotServedMessage,
  PublicMenuSchema,
  PublicMenusQuerySchema,
  PublicPageSchema,
  PublicUrlParamsSchema,
  PublishResponseSchema,
  UrlCheckQuerySchema,
  ViewQuerySchema,
} from "../../../shared/publishing/publishing.ts";
import { businesses, menus, publications } from "../../db/schema.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses, HttpError, notFound } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { toBusiness } from "../businesses/businesses.service.ts";
import { countFunnelStep } from "../insights/funnel.service.ts";
import {
  findLocationServing,
  isServedRow,
  servingColumns,
  withServing,
} from "../subscriptions/location-serving.ts";
import {
  countView,
  findPublicationHeadById,
  findSnapshot,
  isCustomUrlAvailable,
  previewPublish,
  publishBusiness,
  setCustomUrl,
  unpublishBusiness,
} from "./publishing.service.ts";

const gone = () => new HttpError(402, "UNPUBLISHED", MESSAGES.linkUnavailable);

/** What guests see at an address, read through the guest page's own caches (public-page/published-pages.ts). */
export interface LivePages {
  findLivePage(address: string): Promise<{ businessId: string; snapshot: PublishedSnapshot | null } | null>;
}

export interface PublishingRouteOptions {
  /** Publishing, unpublishing and a new address are announced here, so this instance's guest pages follow. */
  publicationEvents: PublicationEvents;
  livePages: LivePages;
}

type App = Parameters<FastifyPluginAsyncZod>[0];

export const publishingRoutes: FastifyPluginAsyncZod<PublishingRouteOptions> = async (app, options) => {
  registerPublishRoutes(app, options.publicationEvents);
  registerAddressRoutes(app, options.publicationEvents);
  registerPublicPageRoutes(app, options.livePages);
  registerViewCounts(app);
};

/** The owner publishes the draft, checks what publishing would do, and takes the page offline. */
function registerPublishRoutes(app: App, publicationEvents: PublicationEvents) {
  app.post(
    "/v1/businesses/:id/publish/preview",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["publishing"],
        params: IdParamsSchema,
        response: { 200: z.boolean(), ...errorResponses },
      },
    },
    async (request) => previewPublish({ db: app.db, scope: businessScope(request) }),
  );

  // Publish takes a new snapshot, unpublish takes the page offline; either way this instance looks again at once.
  app.post(
    "/v1/businesses/:id/publish",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["publishing"],
        description:
          "Publishes the draft. A location the member's plan does not serve is published too (its page goes " +
          "live the moment the plan covers it) but its guests get 402 until then: the answer's `warning` says " +
          "so, with the address where the owner upgrades.",
        params: IdParamsSchema,
        response: { 200: PublishResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await publishBusiness({ db: app.db, scope: businessScope(request) });
      publicationEvents.publicationChanged(row.id);
      const serving = await findLocationServing(app.db, row.id, app.clock());
      if (!serving || serving.isServed) return toBusiness(row);
      return {
        ...toBusiness(row),
        warning: {
          code: "LOCATION_NOT_SERVED" as const,
          message: locationNotServedMessage(serving.plan, serving.servedLocations),
          upgradeUrl: `${app.config.publicBaseUrl}${app.config.contextPath}/settings/subs`,
        },
      };
    },
  );

  app.post(
    "/v1/businesses/:id/unpublish",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["publishing"],
        params: IdParamsSchema,
        response: { 200: BusinessSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await unpublishBusiness({ db: app.db, scope: businessScope(request) });
      publicationEvents.publicationChanged(row.id);
      return toBusiness(row);
    },
  );
}

/** The page's custom address: whether one is free, and taking it (the old one then redirects). */
function registerAddressRoutes(app: App, publicationEvents: PublicationEvents) {
  app.get(
    "/v1/businesses/url/validate",
    {
      schema: {
        tags: ["publishing"],
        querystring: UrlCheckQuerySchema,
        response: { 200: z.boolean(), ...errorResponses },
      },
    },
    async (request) => {
      currentMember(request);
      return isCustomUrlAvailable({
        db: app.db,
        url: request.query.url,
        businessId: request.query.businessId,
      });
    },
  );

  app.put(
    "/v1/businesses/:id/url",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["publishing"],
        params: IdParamsSchema,
        querystring: CustomUrlQuerySchema,
        response: { 200: BusinessSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await setCustomUrl({
        db: app.db,
        scope: businessScope(request),
        url: request.query.url,
      });
      publicationEvents.publicationChanged(row.id);
      publicationEvents.addressesChanged();
      return toBusiness(row);
    },
  );
}

/**
 * The published page as data for other sites and apps: by address or id, 404 when unknown and 402 when it is not
 * served to guests (unpublished, disabled, past the plan), as the page itself answers.
 */
function registerPublicPageRoutes(app: App, livePages: LivePages) {
  app.get(
    "/v1/public/businesses/:url/menus",
    {
      schema: {
        tags: ["public"],
        params: PublicUrlParamsSchema,
        response: { 200: PublicPageSchema, 402: errorResponses[404], ...errorResponses },
      },
    },
    async (request, reply) => {
      const publication = await livePages.findLivePage(request.params.url);
      if (!publication) throw notFound(MESSAGES.notFoundPage);
      if (!publication.snapshot) throw gone();
      const { snapshot } = publication;
      reply.header("cache-control", "public, max-age=0, s-maxage=30");
      return {
        ...snapshot,
        business: {
          ...snapshot.business,
          config: { ...DEFAULT_BUSINESS_CONFIG, ...snapshot.business.config },
        },
        status: statusNow(snapshot.business.config),
      };
    },
  );

  // The location as its published page shows it, by the page's address or by id.
  app.get(
    "/v1/public/businesses/location",
    {
      schema: {
        tags: ["public"],
        querystring: PublicLocationQuerySchema,
        response: { 200: PublicLocationSchema, 402: errorResponses[404], ...errorResponses },
      },
    },
    async (request, reply) => {
      const publication = await livePages.findLivePage(request.query.url);
      if (!publication) throw notFound(MESSAGES.notFoundPage);
      if (!publication.snapshot) throw gone();
      reply.header("cache-control", "public, max-age=0, s-maxage=30");
      return publicLocationOf(publication.snapshot);
    },
  );

  app.get(
    "/v1/public/businesses/:id/publicLocation",
    {
      schema: {
        tags: ["public"],
        params: IdParamsSchema,
        response: { 200: PublicLocationSchema, 402: errorResponses[404], ...errorResponses },
      },
    },
    async (request, reply) => {
      const head = await findPublicationHeadById(app.db, request.params.id);
      if (!head) throw notFound(MESSAGES.notFoundPage);
      const found = head.isLive ? await findSnapshot(app.db, head.businessId) : null;
      if (!found) throw gone();
      reply.header("cache-control", "public, max-age=0, s-maxage=30");
      return publicLocationOf(found.snapshot);
    },
  );

  // The public menus of a business, by its id.
  app.get(
    "/v1/public/menus",
    {
      schema: {
        tags: ["public"],
        querystring: PublicMenusQuerySchema,
        response: { 200: z.array(PublicMenuSchema), 402: errorResponses[404], ...errorResponses },
      },
    },
    async (request) => {
      const conditions = [eq(businesses.id, request.query.businessId)];
      if (request.query.memberId) conditions.push(eq(businesses.memberId, request.query.memberId));
      const [row] = await withServing(
        app.db
          .select({
            published: businesses.published,
            disabled: businesses.disabled,
            snapshot: publications.snapshot,
            ...servingColumns,
          })
          .from(businesses)
          .leftJoin(publications, eq(publications.businessId, businesses.id))
          .$dynamic(),
      )
        .where(and(...conditions))
        .limit(1);
      if (!row) throw notFound(MESSAGES.notFoundPage);
      // A location past the plan's count is kept, but guests get 402 as on its page.
      if (!row.published || row.disabled || !row.snapshot || !isServedRow(row)) throw gone();
      return (row.snapshot as { menus: z.infer<typeof PublicMenuSchema>[] }).menus;
    },
  );
}

/** View counts: not in preview, not for the owner; the guest page sends one after it loads. */
function registerViewCounts(app: App) {
  async function recordView(
    request: {
      query: z.infer<typeof ViewQuerySchema>;
      member: { id: string } | null;
      ip: string;
      headers: { "user-agent"?: string | undefined };
    },
    businessId: string,
    subject = "",
  ) {
    if (request.query.preview === "true") return;
    const [business] = await app.db
      .select({ memberId: businesses.memberId })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1);
    if (!business) throw notFound();
    if (request.member?.id === business.memberId) return;
    await countView({
      db: app.db,
      businessId,
      subject,
      clientAddress: request.ip,
      userAgent: request.headers["user-agent"]?.slice(0, 512),
    });
    // The first step of the ordering funnel that insights show: once per address a day, whatever page.
    await countFunnelStep({
      db: app.db,
      businessId,
      step: "view",
      clientAddress: request.ip,
      now: app.clock(),
    });
  }

  // The business and the menu counters are the same route but for what they count.
  const viewCountRoute = {
    config: { auth: "optional" as const },
    schema: {
      tags: ["public"],
      params: IdParamsSchema,
      querystring: ViewQuerySchema,
      response: { 204: z.null(), ...errorResponses },
    },
  };

  app.post("/v1/public/businesses/:id/viewCount", viewCountRoute, async (request, reply) => {
    await recordView(request, request.params.id);
    return reply.status(204).send(null);
  });

  app.post("/v1/public/menus/:id/viewCount", viewCountRoute, async (request, reply) => {
    const [menu] = await app.db
      .select({ businessId: menus.businessId })
      .from(menus)
      .where(eq(menus.id, request.params.id))
      .limit(1);
    if (!menu) throw notFound();
    await recordView(request, menu.businessId, request.params.id);
    return reply.status(204).send(null);
  });
}
