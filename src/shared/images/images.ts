import { z } from "zod";
import {
  ALT_TEXT_MAX,
  BODY_IMAGE_WIDTH,
  IMAGE_MAX_MB,
  IMAGE_SOURCES,
  IMAGE_TYPES,
} from "../common/constants.ts";
import { IdSchema } from "../common/id.ts";

// JPG/JPEG/PNG only, judged by the bytes; a file whose size in whole MB is at least the limit
// is refused (docs/requirements.md, "Images"). The dashboard checks before uploading and the server checks again.

export const MB = 1024 * 1024;

export type ImageFormat = "jpeg" | "png";

/** The format the first bytes announce, whatever the file is called. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return "png";
  return null;
}

export function isOverSizeLimit(sizeInBytes: number, limitMb = IMAGE_MAX_MB): boolean {
  return Math.floor(sizeInBytes / MB) >= limitMb;
}

/** A stored size scaled down to `width` (never up), exactly as the width variants are made. */
export function scaledSize(size: { width: number; height: number }, width: number) {
  if (size.width <= width) return size;
  return { width, height: Math.max(1, Math.round((size.height * width) / size.width)) };
}

/**
 * The widths a website page offers an image of `width` px at (its srcset): the column's, twice it for dense
 * screens, never wider than the image itself (its full size then stands in). None when it fits the column.
 */
export function bodyImageWidths(width: number): number[] {
  if (width <= BODY_IMAGE_WIDTH) return [];
  return [BODY_IMAGE_WIDTH, Math.min(width, 2 * BODY_IMAGE_WIDTH)];
}

// The images routes' contract, for the server and the dashboard's pickers alike.

/** One image or icon of the member. */
export const ImageSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    path: z.string(),
    source: z.string(),
    altText: z.string(),
    width: z.number(),
    height: z.number(),
    createdDate: z.string(),
  })
  .meta({ id: "Image" });
export type MemberImage = z.infer<typeof ImageSchema>;
export const AltTextsSchema = z
  .array(
    z.object({
      id: IdSchema,
      altText: z
        .string()
        .trim()
        .max(ALT_TEXT_MAX, `Accessibility text can have at most ${ALT_TEXT_MAX} characters.`),
    }),
  )
  .min(1)
  .max(200);
export const UploadFieldsSchema = z.object({
  type: z.enum(IMAGE_TYPES, { error: "Please choose what the image is for." }).default("MenuItem"),
  /** An image the ordering product's library sends is marked "oo"; one uploaded here is the brand library's. */
  source: z
    .enum(IMAGE_SOURCES, {
      error:
        'The image source must be "oo" (the ordering product\'s library) or "brand" (the brand library).',
    })
    .default("brand"),
  locationId: IdSchema.optional(),
});

export const LocationParamsSchema = z.object({ locationId: IdSchema });

/** A logo of the business, as the logo upload and the list of logos answer it. */
export const LogoSchema = z.object({ id: z.string(), path: z.string(), source: z.string() });
export type Logo = z.infer<typeof LogoSchema>;
