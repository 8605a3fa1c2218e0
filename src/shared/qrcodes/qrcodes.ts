import { z } from "zod";
import { IdSchema } from "../common/id.ts";

// A QR code: id, memberId, locationId, name, type (online-menu), url.
export const QR_TYPES = ["online-menu"] as const;

export const QrCodeRequestSchema = z.object({
  memberId: IdSchema,
  locationId: IdSchema,
  name: z.string().trim().max(100).optional().default(""),
  type: z.enum(QR_TYPES, { error: "The QR code type must be online-menu." }),
  /** Accepted in a request, but the server always stores the business's stable short link. */
  url: z.string().max(2000).optional(),
});
export type QrCodeRequest = z.input<typeof QrCodeRequestSchema>;

export const QrCodeSchema = z
  .object({
    id: z.string(),
    memberId: z.string(),
    locationId: z.string(),
    name: z.string(),
    type: z.enum(QR_TYPES),
    url: z.string(),
    createdDate: z.string(),
  })
  .meta({ id: "QrCode" });
export type QrCode = z.infer<typeof QrCodeSchema>;

const TokenSchema = z.string().max(200).optional();
export const QrCodeListQuerySchema = z.object({ locationId: IdSchema, token: TokenSchema });
export const QrCodeCountQuerySchema = z.object({ memberId: IdSchema, token: TokenSchema });
export const QrBusinessParamsSchema = z.object({ businessId: IdSchema });
export const QrImageQuerySchema = z.object({
  format: z.enum(["svg", "png"]).default("png"),
  download: z.enum(["0", "1"]).optional(),
  token: TokenSchema,
});

/** The stable short link a code points at: the generated url never changes, so printed codes keep working. */
export function shortLink(publicBaseUrl: string, generatedUrl: string): string {
  return `${publicBaseUrl.replace(/\/+$/, "")}/m/${encodeURIComponent(generatedUrl)}`;
}

/** Table codes carry the table in the link (?table=N), so an order says its table; at most this many on one sheet. */
export const TABLE_CODES_MAX = 100;
export const TableCodesQuerySchema = z.object({
  count: z.coerce
    .number({ error: `Please choose from 1 to ${TABLE_CODES_MAX} tables.` })
    .int(`Please choose from 1 to ${TABLE_CODES_MAX} tables.`)
    .min(1, `Please choose from 1 to ${TABLE_CODES_MAX} tables.`)
    .max(TABLE_CODES_MAX, `Please choose from 1 to ${TABLE_CODES_MAX} tables.`),
  token: TokenSchema,
});

/** The link a table's code opens: the menu, with the table the cart's checkout then offers. */
export const tableLink = (url: string, table: number) =>
  `${url}${url.includes("?") ? "&" : "?"}table=${table}`;
