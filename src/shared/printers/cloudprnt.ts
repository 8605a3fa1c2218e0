import { z } from "zod";

// Star's CloudPRNT, the HTTP way: the printer POSTs its status every few seconds; when we answer jobReady it GETs
// the job in one of the media types we offered, prints it, and DELETEs it with a code saying how it went.
// Printers send more fields than these (and newer firmware adds some), so unknown ones are let through.

/** The only media type we serve: the printer lays the markup out itself at its own width and font. */
export const STAR_MARKUP = "text/vnd.star.markup";

export const CloudPrntPollSchema = z.looseObject({
  /** Star's ASB status as hex bytes, e.g. "23 6 0 0 0 0 0 0 0". */
  status: z.string().max(500).optional(),
  printerMAC: z.string().max(64).optional(),
  /** "200 OK" (URL-encoded by some firmware: "200%20OK") when fine; other codes say what is wrong. */
  statusCode: z.string().max(200).optional(),
  printingInProgress: z.boolean().optional(),
  clientAction: z.array(z.unknown()).max(50).nullable().optional(),
  jobToken: z.string().max(200).optional(),
});
export type CloudPrntPoll = z.infer<typeof CloudPrntPollSchema>;

export const CloudPrntPollAnswerSchema = z
  .object({
    jobReady: z.boolean(),
    mediaTypes: z.array(z.string()),
    /** Echoed by the printer as `token` on the job's GET and DELETE. */
    jobToken: z.string().optional(),
  })
  .meta({ id: "CloudPrntPollAnswer" });
export type CloudPrntPollAnswer = z.infer<typeof CloudPrntPollAnswerSchema>;

export const CloudPrntKeyParamsSchema = z.object({ key: z.string().min(1).max(100) });

export const CloudPrntJobQuerySchema = z.object({
  type: z.string().max(200).optional(),
  mac: z.string().max(64).optional(),
  token: z.string().max(200).optional(),
  uid: z.string().max(200).optional(),
});

export const CloudPrntConfirmQuerySchema = z.object({
  code: z.string().max(200).optional(),
  mac: z.string().max(64).optional(),
  token: z.string().max(200).optional(),
  uid: z.string().max(200).optional(),
  retry: z.string().max(20).optional(),
});

/**
 * A status code saying all is well: "200 OK", "2xx …", or the newer firmware's bare "OK"; some firmware sends
 * it URL-encoded a second time ("200%20OK").
 */
export function isCloudPrntSuccess(code: string | undefined): boolean {
  if (code === undefined) return false;
  const plain = code.replaceAll("%20", " ").trim();
  return /^2\d\d(\s|$)/.test(plain) || plain.toUpperCase() === "OK";
}
