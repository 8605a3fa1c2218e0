import { z } from "zod";

// seed 000 §3 "QR code": id, memberId, locationId, name, type (online-menu), url.
export const QR_TYPES = ["online-menu"] as const;

export const QrCodeRequestSchema = z.object({
  memberId: z.string().min(1).max(64),
  locationId: z.string().min(1).max(64),
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

/** The stable short link a code points at: the generated url never changes, so printed codes keep working. */
export function shortLink(publicBaseUrl: string, generatedUrl: string): string {
  return `${publicBaseUrl.replace(/\/+$/, "")}/m/${encodeURIComponent(generatedUrl)}`;
}
