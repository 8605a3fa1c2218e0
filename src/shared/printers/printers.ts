import { z } from "zod";
import { IdSchema } from "../common/id.ts";

// Kitchen printers that poll us over Star's CloudPRNT: the owner adds one here, types its address into the
// printer, and tickets print by themselves. The Printers tab checks its form with the same schema.

export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const PRINT_ON = ["arrival", "accept"] as const;
export type PrintOn = (typeof PRINT_ON)[number];
export const PRINTER_NAME_MAX = 60;
export const PRINTER_COPIES_MAX = 5;
/** A printer polls every few seconds by default; one unheard for this long is shown offline. */
export const PRINTER_ONLINE_MS = 2 * 60_000;

export const PrinterRequestSchema = z.object({
  name: z
    .string({ error: "Please name the printer." })
    .trim()
    .min(1, "Please name the printer.")
    .max(PRINTER_NAME_MAX, `A printer's name is at most ${PRINTER_NAME_MAX} characters.`),
  paper: z.union([z.literal(58), z.literal(80)], { error: "Paper must be 58 or 80 (millimetres)." }),
  printOn: z.enum(PRINT_ON, { error: 'Print on must be "arrival" or "accept".' }),
  copies: z
    .number({ error: "Print 1 to 5 copies of each ticket." })
    .int("Print 1 to 5 copies of each ticket.")
    .min(1, "Print 1 to 5 copies of each ticket.")
    .max(PRINTER_COPIES_MAX, "Print 1 to 5 copies of each ticket.")
    .default(1),
});
export type PrinterRequest = z.input<typeof PrinterRequestSchema>;

export const PrinterSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    paper: z.union([z.literal(58), z.literal(80)]),
    printOn: z.enum(PRINT_ON),
    copies: z.number(),
    /** The address the printer polls, carrying its secret: whoever has it can read this printer's tickets. */
    serverUrl: z.string(),
    /** The printer's last poll; null before the first. */
    lastSeen: z.string().nullable(),
    /** Polled within the last two minutes. */
    online: z.boolean(),
    createdDate: z.string(),
  })
  .meta({ id: "Printer" });
export type Printer = z.infer<typeof PrinterSchema>;

export const PrinterParamsSchema = z.object({ id: IdSchema, printerId: IdSchema });

/** POST /v1/orders/{id}/print: how many tickets were queued (one per printer). */
export const PrintOrderResponseSchema = z.object({ queued: z.number() }).meta({ id: "PrintOrderResult" });
export type PrintOrderResponse = z.infer<typeof PrintOrderResponseSchema>;

export function isPrinterOnline(lastSeen: Date | string | null, now: Date): boolean {
  if (!lastSeen) return false;
  return now.getTime() - new Date(lastSeen).getTime() <= PRINTER_ONLINE_MS;
}
