import { readFile } from "node:fs/promises";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_MAX_MB, IMAGE_TYPES, type ImageType } from "../../../shared/common/constants.ts";
import { IdSchema } from "../../../shared/common/id.ts";
import { IMAGE_MESSAGES, MESSAGES } from "../../../shared/common/messages.ts";
import {
  AltTextsSchema,
  ImageSchema,
  LocationParamsSchema,
  LogoSchema,
  MB,
  UploadFieldsSchema,
} from "../../../shared/images/images.ts";
import { type BusinessScope, resolveBusinessScope } from "../../db/tenancy.ts";
import { currentMember } from "../../http/auth.ts";
import { badRequest, ErrorSchema, errorResponses, notFound } from "../../http/errors.ts";
import { businessScope, optionalBusinessScope } from "../../http/scope.ts";
import {
  discard,
  multipartLimits,
  receiveUpload,
  refuseBeforeBody,
  type UploadRule,
} from "../../http/upload-receiver.ts";
import { issuesToFieldErrors } from "../../http/validation-answer.ts";
import { isSafeKey } from "../../storage/storage.ts";
import { ImageWorkQueue } from "./image-work.ts";
import { findImages, removeIcon, saveAltTexts, storeUpload, toImage } from "./images.service.ts";
import { answeringWidth, createImageReader } from "./width-variants.ts";

/** An image upload: refused by its declared type and size before its bytes are read (upload-receiver.ts). */
const IMAGE_UPLOAD: UploadRule = {
  maxBytes: IMAGE_MAX_MB * MB,
  tooLarge: IMAGE_MESSAGES.fileTooLarge,
  notMultipart: "Please send the image as multipart/form-data.",
  // The bytes decide (JPEG or PNG); a browser that cannot tell says application/octet-stream, or nothing.
  accepts: (type) =>
    ["", "application/octet-stream", "image/jpeg", "image/jpg", "image/pjpeg", "image/png"].includes(type),
  typeRefused: IMAGE_MESSAGES.fileTypeInvalid,
  fields: 10,
};

/** Reads one multipart upload: its fields and the file's bytes (at most IMAGE_MAX_MB), received on disk first. */
async function readUpload(request: FastifyRequest) {
  const { fields, file } = await receiveUpload(request, IMAGE_UPLOAD, {
    oneFile: "Please upload one image at a time.",
  });
  try {
    if (!file) throw badRequest("VALIDATION", "Please choose an image to upload.");
    return { fields, bytes: await readFile(file.path) };
  } finally {
    await discard(file);
  }
}

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: multipartLimits(IMAGE_UPLOAD) });

  // One queue of image work per app, so uploads cannot take every thread and core.
  const queue = new ImageWorkQueue(app.config.imageWork);
  registerUploadRoutes(app, queue);
  registerLibraryRoutes(app);
  registerBrandRoutes(app);
  registerImageBytes(app, createImageReader({ storage: app.storage, queue }));
};

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Uploading a menu image, an icon, or a business's logo: decoded and resized on the image work queue. */
function registerUploadRoutes(app: App, queue: ImageWorkQueue) {
  /** `logoOf`: the route's own business; otherwise the form's `locationId` names one (or none). */
  async function upload(request: FastifyRequest, type: ImageType | null, logoOf?: BusinessScope) {
    const member = currentMember(request);
    const { fields, bytes } = await readUpload(request);
    const parsed = UploadFieldsSchema.safeParse(fields);
    if (!parsed.success)
      throw badRequest(
        "VALIDATION",
        issuesToFieldErrors(parsed.error.issues, { input: fields })[0]?.message || MESSAGES.invalidRequest,
      );
    // The form's fields are read in the handler, after the preHandlers: its business is resolved here.
    const { locationId } = parsed.data;
    const business =
      logoOf ??
      (locationId
        ? await resolveBusinessScope({ db: app.db, memberId: member.id, businessId: locationId })
        : null);
    const row = await storeUpload({
      db: app.db,
      storage: app.storage,
      queue,
      memberId: member.id,
      business,
      type: type ?? parsed.data.type,
      // A logo is the brand's own, whatever the form says.
      source: logoOf ? "brand" : parsed.data.source,
      bytes,
    });
    return toImage(row);
  }

  const uploadSchema = {
    tags: ["images"],
    consumes: ["multipart/form-data"],
    response: { 201: ImageSchema, ...errorResponses, 413: ErrorSchema, 415: ErrorSchema },
  };

  const onRequest = refuseBeforeBody(IMAGE_UPLOAD);
  app.post("/v1/members/uploads", { onRequest, schema: uploadSchema }, async (request, reply) =>
    reply.status(201).send(await upload(request, null)),
  );

  app.post("/v1/members/icon-uploads", { onRequest, schema: uploadSchema }, async (request, reply) =>
    reply.status(201).send(await upload(request, "MenuItemIcon")),
  );

  app.post(
    "/v1/brands/:locationId/upload/logo",
    {
      onRequest,
      config: { tokenInQuery: true, business: "params.locationId" },
      schema: { ...uploadSchema, params: LocationParamsSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await upload(request, "BusinessLogo", businessScope(request))),
  );
}

/** The member's image and icon library: listing, alt texts, removing an icon. */
function registerLibraryRoutes(app: App) {
  app.get(
    "/v1/members/uploads",
    {
      schema: {
        tags: ["images"],
        querystring: z.object({ type: z.enum(IMAGE_TYPES).default("MenuItem") }),
        response: { 200: z.array(ImageSchema), ...errorResponses },
      },
    },
    async (request) =>
      (await findImages({ db: app.db, memberId: currentMember(request).id, type: request.query.type })).map(
        toImage,
      ),
  );

  for (const [path, type] of [
    ["/v1/members/images", "MenuItem"],
    ["/v1/members/icons", "MenuItemIcon"],
  ] as const) {
    app.get(
      path,
      {
        config: { business: "query.locationId?" },
        schema: {
          tags: ["images"],
          querystring: z.object({ locationId: IdSchema.optional() }),
          response: { 200: z.array(ImageSchema), ...errorResponses },
        },
      },
      async (request) =>
        (
          await findImages({
            db: app.db,
            memberId: currentMember(request).id,
            type,
            business: optionalBusinessScope(request),
          })
        ).map(toImage),
    );
  }

  for (const [path, types] of [
    ["/v1/members/images/save", ["MenuItem", "BusinessLogo", "BusinessCover", "BusinessHero"]],
    ["/v1/members/icons/save", ["MenuItemIcon"]],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags: ["images"],
          body: AltTextsSchema,
          response: { 200: z.array(ImageSchema), ...errorResponses },
        },
      },
      async (request) =>
        (
          await saveAltTexts({
            db: app.db,
            memberId: currentMember(request).id,
            entries: request.body,
            types: [...types],
          })
        ).map(toImage),
    );
  }

  app.delete(
    "/v1/members/icons/:iconId",
    {
      schema: {
        tags: ["images"],
        params: z.object({ iconId: IdSchema }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeIcon({ db: app.db, memberId: currentMember(request).id, iconId: request.params.iconId });
      return reply.status(204).send(null);
    },
  );
}

/** A business's logos and the colours its page already uses, offered when the owner picks a design. */
function registerBrandRoutes(app: App) {
  app.get(
    "/v1/brands/:locationId/logos",
    {
      config: { business: "params.locationId" },
      schema: {
        tags: ["images"],
        params: LocationParamsSchema,
        response: {
          200: z.array(LogoSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const rows = await findImages({
        db: app.db,
        memberId: currentMember(request).id,
        type: "BusinessLogo",
        business: businessScope(request),
      });
      return rows.map((row) => ({ id: row.id, path: toImage(row).path, source: row.source }));
    },
  );

  app.get(
    "/v1/brands/:locationId/colors",
    {
      config: { business: "params.locationId" },
      schema: {
        tags: ["images"],
        params: LocationParamsSchema,
        response: { 200: z.array(z.object({ colorCode: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      const { business } = businessScope(request);
      const config = business.config as Record<string, unknown>;
      const colors = ["businessNameColor", "bannerColor", "bannerTextColor", "menuTextColor"]
        .map((key) => config[key])
        .filter((value): value is string => typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value))
        .map((value) => value.toLowerCase());
      return [...new Set(colors)].map((colorCode) => ({ colorCode }));
    },
  );
}

function registerImageBytes(app: App, readImage: ReturnType<typeof createImageReader>) {
  // The bytes, for guests and owners alike: keys are unguessable and the files never change. `w` asks for the
  // smallest stored width at least that wide (300, 720, 1440, else the full size).
  app.get(
    "/v1/public/images",
    {
      schema: {
        tags: ["images"],
        querystring: z.object({
          key: z.string().max(200),
          w: z.coerce.number().int().optional(),
          fmt: z.enum(["webp", "original"]).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { key, w, fmt } = request.query;
      if (!isSafeKey(key)) throw notFound();
      const wantsWebp =
        fmt === "webp" || (fmt === undefined && /image\/webp/.test(request.headers.accept ?? ""));
      const image = await readImage({ key, width: answeringWidth(w), webp: wantsWebp });
      if (!image) throw notFound();
      const ext = wantsWebp ? "webp" : key.slice(key.lastIndexOf(".") + 1);
      reply.header("cache-control", image.isFinal ? "public, max-age=31536000, immutable" : "no-cache");
      if (fmt === undefined) reply.header("vary", "accept");
      return reply
        .type(ext === "webp" ? "image/webp" : ext === "png" ? "image/png" : "image/jpeg")
        .send(image.bytes);
    },
  );
}
