import { and, desc, eq } from "drizzle-orm";
import type { OutputInfo } from "sharp";
import {
  IMAGE_MAX_MEGAPIXELS,
  type ImageSource,
  type ImageType,
  THUMBNAIL_WIDTH,
} from "../../../shared/common/constants.ts";
import { IMAGE_MESSAGES, MESSAGES } from "../../../shared/common/messages.ts";
import { type ImageFormat, isOverSizeLimit, sniffImageFormat } from "../../../shared/images/images.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { images } from "../../db/schema.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { loadSharp } from "../../lib/on-demand.ts";
import type { Storage } from "../../storage/storage.ts";
import type { ImageWorkQueue } from "./image-work.ts";

export type ImageRow = typeof images.$inferSelect;

/** Larger photos are scaled down to this; nobody needs more on a phone menu. */
const MAX_DIMENSION = 2000;
const MAX_INPUT_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

export function imagePath(key: string): string {
  return `/v1/public/images?key=${encodeURIComponent(key)}`;
}

/** The storage key of one of our image paths (`imagePath`); null for any other address. */
export function imageKeyOf(path: string): string | null {
  const [route, query = ""] = path.trim().split("?", 2);
  if (route !== "/v1/public/images") return null;
  return new URLSearchParams(query).get("key");
}

export function toImage(row: ImageRow) {
  return {
    id: row.id,
    type: row.type,
    path: imagePath(row.key),
    source: row.source,
    altText: row.altText,
    width: row.width,
    height: row.height,
    createdDate: row.createdAt.toISOString(),
  };
}

/**
 * The stored variants of one upload: original format and WebP, full size (no width), the thumbnail
 * (THUMBNAIL_WIDTH) and the website pages' widths (width-variants.ts).
 */
export function variantKey(key: string, options: { width?: number | undefined; webp?: boolean }): string {
  const dot = key.lastIndexOf(".");
  const base = key.slice(0, dot);
  const ext = key.slice(dot + 1);
  return `${base}${options.width ? `-${options.width}` : ""}.${options.webp ? "webp" : ext}`;
}

/**
 * The stored variants of one upload, made one after another (so the job holds one libuv thread): the full
 * image decoded with sharp (a file that only looks like an image fails here), re-encoded without metadata,
 * then the thumbnail and both WebPs from that smaller result rather than from the original again.
 */
async function encodeVariants(bytes: Buffer, format: ImageFormat) {
  let full: { data: Buffer; info: OutputInfo };
  try {
    const resized = loadSharp()(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({
        width: MAX_DIMENSION,
        height: MAX_DIMENSION,
        fit: "inside",
        withoutEnlargement: true,
      });
    full =
      format === "jpeg"
        ? await resized.jpeg({ quality: 84, mozjpeg: true }).toBuffer({ resolveWithObject: true })
        : await resized.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest("FILE_TYPE_INVALID", IMAGE_MESSAGES.fileTypeInvalid);
  }
  const thumbnail = () => loadSharp()(full.data).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true });
  const thumb =
    format === "jpeg"
      ? await thumbnail().jpeg({ quality: 80, mozjpeg: true }).toBuffer()
      : await thumbnail().png().toBuffer();
  const fullWebp = await loadSharp()(full.data).webp({ quality: 80 }).toBuffer();
  const thumbWebp = await thumbnail().webp({ quality: 78 }).toBuffer();
  return { full, thumb, fullWebp, thumbWebp };
}

/** Refuses an image with more pixels than a menu photo needs, from its header alone, before decoding it. */
async function checkPixels(bytes: Buffer) {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await loadSharp()(bytes).metadata());
  } catch {
    throw badRequest("FILE_TYPE_INVALID", IMAGE_MESSAGES.fileTypeInvalid);
  }
  if (!width || !height) throw badRequest("FILE_TYPE_INVALID", IMAGE_MESSAGES.fileTypeInvalid);
  if (width * height > MAX_INPUT_PIXELS) throw badRequest("IMAGE_TOO_LARGE", IMAGE_MESSAGES.tooManyPixels);
}

/**
 * Checks an upload by its bytes and its declared size in pixels, then makes its variants in the image-work
 * queue (429 when it is full) and stores the full image and a 300 px thumbnail, each also as WebP.
 */
export async function storeUpload({
  db,
  storage,
  queue,
  memberId,
  business,
  type,
  source,
  bytes,
}: {
  db: Db;
  storage: Storage;
  queue: ImageWorkQueue;
  memberId: string;
  /** "oo" from the ordering product's library, else "brand". */
  source: ImageSource;
  /** The business the image is for, if the upload names one. */
  business: BusinessScope | null;
  type: ImageType;
  bytes: Buffer;
}) {
  if (isOverSizeLimit(bytes.length)) throw badRequest("FILE_TOO_LARGE", IMAGE_MESSAGES.fileTooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw badRequest("FILE_TYPE_INVALID", IMAGE_MESSAGES.fileTypeInvalid);
  const businessId = business?.business.id ?? null;
  await checkPixels(bytes);
  const { full, thumb, fullWebp, thumbWebp } = await queue.run(() => encodeVariants(bytes, format));

  const id = newId();
  // Uploaded icons are recognized by "icon-uploads" in their key.
  const folder = type === "MenuItemIcon" ? "icon-uploads" : "uploads";
  const key = `${folder}/${memberId}/${id}.${format === "jpeg" ? "jpg" : "png"}`;
  const mime = format === "jpeg" ? "image/jpeg" : "image/png";
  await Promise.all([
    storage.put(key, full.data, mime),
    storage.put(variantKey(key, { width: THUMBNAIL_WIDTH }), thumb, mime),
    storage.put(variantKey(key, { webp: true }), fullWebp, "image/webp"),
    storage.put(variantKey(key, { width: THUMBNAIL_WIDTH, webp: true }), thumbWebp, "image/webp"),
  ]);
  const [row] = await db
    .insert(images)
    .values({ id, memberId, businessId, type, key, source, width: full.info.width, height: full.info.height })
    .returning();
  if (!row) throw new Error("image insert returned nothing");
  return row;
}

/** A member's images of one type, newest first; of one business if named. */
export async function findImages({
  db,
  memberId,
  type,
  business = null,
}: {
  db: Db;
  memberId: string;
  type: ImageType;
  business?: BusinessScope | null;
}) {
  const conditions = [eq(images.memberId, memberId), eq(images.type, type), eq(images.removed, false)];
  if (business) conditions.push(eq(images.businessId, business.business.id));
  return db
    .select()
    .from(images)
    .where(and(...conditions))
    .orderBy(desc(images.createdAt), desc(images.id));
}

/** Saves accessibility texts; every id must be one of the member's images of the kind named. */
export async function saveAltTexts({
  db,
  memberId,
  entries,
  types,
}: {
  db: Db;
  memberId: string;
  entries: { id: string; altText: string }[];
  types: ImageType[];
}) {
  return db.transaction(async (tx) => {
    const saved: ImageRow[] = [];
    for (const entry of entries) {
      const [row] = await tx
        .update(images)
        .set({ altText: entry.altText })
        .where(and(eq(images.id, entry.id), eq(images.memberId, memberId), eq(images.removed, false)))
        .returning();
      if (!row || !types.includes(row.type as ImageType)) throw notFound(MESSAGES.notFound);
      saved.push(row);
    }
    return saved;
  });
}

export async function removeIcon({ db, memberId, iconId }: { db: Db; memberId: string; iconId: string }) {
  const [row] = await db
    .update(images)
    .set({ removed: true })
    .where(and(eq(images.id, iconId), eq(images.memberId, memberId), eq(images.type, "MenuItemIcon")))
    .returning({ id: images.id });
  if (!row) throw notFound();
}
