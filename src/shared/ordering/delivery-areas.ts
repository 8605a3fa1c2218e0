import { z } from "zod";

// Where a business delivers: areas named by postal codes (single codes and ranges), each with its own fee,
// minimum and estimate. A business that turns delivery on with no area delivers nowhere until one is set, so
// no order can come from a town it never meant to serve.

export const DELIVERY_AREAS_MAX = 50;
export const POSTAL_CODES_MAX = 500;

const POSTAL_CODE_MESSAGE = "Please enter postal codes like 78701, or a range like 78702-78705.";
const MINOR_MESSAGE = "Please enter an amount of 0 or more.";

/** One code ("78701", "SW1A 1AA") or a range of codes of the same length ("78702-78705"). */
const PostalCodeSchema = z
  .string()
  .trim()
  .min(1, POSTAL_CODE_MESSAGE)
  .max(41, POSTAL_CODE_MESSAGE)
  .refine((value) => parsePostalCode(value) !== null, POSTAL_CODE_MESSAGE);

const Minor = z
  .number({ error: MINOR_MESSAGE })
  .int(MINOR_MESSAGE)
  .min(0, MINOR_MESSAGE)
  .max(100_000_000, MINOR_MESSAGE);

export const DeliveryAreaSchema = z
  .object({
    name: z.string().trim().min(1, "Please name the area.").max(80, "Area names are at most 80 characters."),
    postalCodes: z
      .array(PostalCodeSchema)
      .min(1, "Please enter at least one postal code.")
      .max(POSTAL_CODES_MAX, `An area has at most ${POSTAL_CODES_MAX} postal codes.`),
    /** Minor units. */
    fee: Minor,
    /** Minor units; 0 means no minimum. */
    minimum: Minor,
    estimateMinutes: z
      .number({ error: "Please enter the minutes a delivery takes." })
      .int("Please enter the minutes a delivery takes.")
      .min(0, "Please enter the minutes a delivery takes.")
      .max(10_000, "Please enter the minutes a delivery takes."),
  })
  .strict();
export type DeliveryArea = z.output<typeof DeliveryAreaSchema>;

export const DeliveryAreasSchema = z
  .array(DeliveryAreaSchema)
  .max(DELIVERY_AREAS_MAX, `A business has at most ${DELIVERY_AREAS_MAX} delivery areas.`);

/** Letters and digits only, upper case: "sw1a 1aa" and "SW1A1AA" are one code. */
export function normalizePostalCode(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

interface PostalRange {
  from: string;
  to: string;
}

/**
 * "78701" → one code; "78702-78705" → a range compared as strings of one length (so "0800-0899" works and
 * letters sort as they read). Null when it cannot be read.
 */
export function parsePostalCode(value: string): PostalRange | null {
  const parts = value.split(/\s*[-–]\s*/);
  if (parts.length === 1) {
    const code = normalizePostalCode(parts[0] ?? "");
    return code ? { from: code, to: code } : null;
  }
  if (parts.length !== 2) return null;
  const from = normalizePostalCode(parts[0] ?? "");
  const to = normalizePostalCode(parts[1] ?? "");
  if (!from || !to || from.length !== to.length || from > to) return null;
  return { from, to };
}

function inRange(code: string, range: PostalRange): boolean {
  return code.length === range.from.length && code >= range.from && code <= range.to;
}

/** A US ZIP+4 ("78701-1234", "78701 1234", "787011234"): its first five digits are the ZIP areas are made of. */
const ZIP_PLUS_FOUR = /^(\d{5})[\s-]?\d{4}$/;

function areaHolding(areas: readonly DeliveryArea[], code: string): DeliveryArea | null {
  for (const area of areas) {
    for (const entry of area.postalCodes) {
      const range = parsePostalCode(entry);
      if (range && inRange(code, range)) return area;
    }
  }
  return null;
}

/**
 * The first area whose codes hold `zip`, or null (no area, or an empty zip). A ZIP+4 is judged by its ZIP
 * unless an area names the nine digits themselves.
 */
export function findDeliveryArea(
  areas: readonly DeliveryArea[] | undefined,
  zip: string,
): DeliveryArea | null {
  const code = normalizePostalCode(zip);
  if (!code || !areas) return null;
  const found = areaHolding(areas, code);
  if (found) return found;
  const zipOfPlusFour = ZIP_PLUS_FOUR.exec(zip.trim())?.[1];
  return zipOfPlusFour ? areaHolding(areas, zipOfPlusFour) : null;
}

/**
 * GET /v1/public/businesses/{id}/delivery-check?zip: whether the code is served, and at what fee, minimum and
 * time. It answers for that code only, never with the areas' codes: a business may list thousands, and anyone
 * may ask.
 */
export const DeliveryCheckQuerySchema = z.object({
  zip: z.string().trim().min(1, "Please enter a postal code.").max(20, "Please enter a postal code."),
});

export const DeliveryCheckSchema = z
  .object({
    delivers: z.boolean(),
    area: z.string().optional(),
    fee: z.number().optional(),
    minimum: z.number().optional(),
    estimateMinutes: z.number().optional(),
  })
  .meta({ id: "DeliveryCheck" });
export type DeliveryCheck = z.infer<typeof DeliveryCheckSchema>;
