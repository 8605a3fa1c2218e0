import { z } from "zod";
import { IdSchema } from "./id.ts";

// seed 000 §3 "QR code": id, memberId, locationId, name, type (online-menu), url.
export const QR_TYPES = ["online-menu"] as const;

export const QrCodeRequestSchema = z.object({
  memberId: IdSchema,
  locationId: IdSchema,
  name: z.string().trim().max(100).optional().default(""),
  type: z.enum(QR_TYPES, { error: "The QR code type must be online-menu." }),
  /** Accepted for the seed's shape; the server always stores the business's stable short link. */
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
