import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema, TokenQuerySchema } from "../../../shared/common/id.ts";
import {
  QrBusinessParamsSchema,
  QrCodeCountQuerySchema,
  QrCodeListQuerySchema,
  QrCodeRequestSchema,
  QrCodeSchema,
  QrImageQuerySchema,
  TableCodesQuerySchema,
} from "../../../shared/qrcodes/qrcodes.ts";
import { requireSelf } from "../../db/tenancy.ts";
import { currentMember } from "../../http/auth.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { qrArtworkPng, qrArtworkSvg, tableCodesHtml, tableTentHtml } from "./qr-artwork.ts";
import {
  countMemberQrCodes,
  createQrCode,
  findQrCodes,
  hasOnlineMenuQrCode,
  requireOwnedQrCode,
} from "./qrcodes.service.ts";

// These calls may take the token as the query parameter `token`: a download or print page cannot send a header.
const withToken = { auth: "member" as const, tokenInQuery: true };
const safeFileName = (name: string) => name.replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "") || "qr-code";

// A business's QR codes: made, listed and counted.
const qrCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/v1/qrcodes",
    {
      config: { ...withToken, business: "body.locationId" },
      schema: {
        tags: ["qrcodes"],
        querystring: TokenQuerySchema,
        body: QrCodeRequestSchema,
        response: { 201: QrCodeSchema, 402: ErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const qr = await createQrCode({
        db: app.db,
        scope: businessScope(request),
        publicBaseUrl: `${app.config.publicBaseUrl}${app.config.contextPath}`,
        input: request.body,
      });
      return reply.status(201).send(qr);
    },
  );

  app.get(
    "/v1/qrcodes",
    {
      config: { ...withToken, business: "query.locationId" },
      schema: {
        tags: ["qrcodes"],
        querystring: QrCodeListQuerySchema,
        response: { 200: z.array(QrCodeSchema), ...errorResponses },
      },
    },
    async (request) => findQrCodes({ db: app.db, scope: businessScope(request) }),
  );

  app.get(
    "/v1/qrcodes/member/count",
    {
      config: withToken,
      schema: {
        tags: ["qrcodes"],
        querystring: QrCodeCountQuerySchema,
        response: { 200: z.number(), ...errorResponses },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id;
      requireSelf(memberId, request.query.memberId);
      return countMemberQrCodes(app.db, memberId);
    },
  );

  app.get(
    "/v1/qrcodes/online-menu/:businessId/has",
    {
      config: { ...withToken, business: "params.businessId" },
      schema: {
        tags: ["qrcodes"],
        params: QrBusinessParamsSchema,
        querystring: TokenQuerySchema,
        response: { 200: z.boolean(), ...errorResponses },
      },
    },
    async (request) => hasOnlineMenuQrCode({ db: app.db, scope: businessScope(request) }),
  );
};

// A QR code drawn: its image, its printable sheet and its table cards.
const qrCodeImageRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A printable page of the member's own code, named after it (or its business), never cached or referred. */
  const sendPrintable = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    page: (code: { url: string; title: string }) => Promise<string>,
  ) => {
    const { qr, businessName } = await requireOwnedQrCode({
      db: app.db,
      memberId: currentMember(request).id,
      qrId: request.params.id,
    });
    reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
    return reply
      .type("text/html; charset=utf-8")
      .send(await page({ url: qr.url, title: qr.name || businessName }));
  };

  app.get(
    "/v1/qrcodes/:id/image",
    {
      config: withToken,
      schema: {
        tags: ["qrcodes"],
        params: IdParamsSchema,
        querystring: QrImageQuerySchema,
        response: { 200: z.any().meta({ description: "image/svg+xml or image/png" }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { qr, businessName } = await requireOwnedQrCode({
        db: app.db,
        memberId: currentMember(request).id,
        qrId: request.params.id,
      });
      const artwork = { url: qr.url, title: qr.name || businessName };
      const { format, download } = request.query;
      reply.header("cache-control", "private, no-store");
      if (download === "1")
        reply.header(
          "content-disposition",
          `attachment; filename="${safeFileName(artwork.title)}-qr.${format}"`,
        );
      if (format === "svg") {
        return reply.type("image/svg+xml; charset=utf-8").send(await qrArtworkSvg(artwork));
      }
      return reply.type("image/png").send(await qrArtworkPng(artwork));
    },
  );

  app.get(
    "/v1/qrcodes/:id/print",
    {
      config: withToken,
      schema: {
        tags: ["qrcodes"],
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        response: {
          200: z.any().meta({ description: "a printable table tent, text/html" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      sendPrintable(request, reply, ({ url, title }) => tableTentHtml({ url, title })),
  );

  app.get(
    "/v1/qrcodes/:id/tables",
    {
      config: withToken,
      schema: {
        tags: ["qrcodes"],
        summary: "A printable sheet of table codes: the code's link with ?table=1 to ?table=count",
        params: IdParamsSchema,
        querystring: TableCodesQuerySchema,
        response: {
          200: z.any().meta({ description: "a printable sheet of table codes, text/html" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      sendPrintable(request, reply, ({ url, title }) =>
        tableCodesHtml({ url, title, count: request.query.count }),
      ),
  );
};

// A business's QR codes: made, listed, counted, drawn as images and printed; a plugin per resource.
export const qrcodesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(qrCodeRoutes);
  await app.register(qrCodeImageRoutes);
};
