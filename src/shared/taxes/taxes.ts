import { z } from "zod";
import { IdSchema } from "../common/id.ts";
import { translationsSchema } from "../common/languages.ts";

// Taxes: a value is a number, at least 0, in steps of 0.01. The tax form checks with the same schema, so it
// shows the server's messages.

export const TAX_TYPES = ["VALUE", "PERCENT"] as const;
export const TAX_LABEL_MAX = 60;

export const TaxRequestSchema = z.object({
  label: z.string().trim().min(1, "Please name the tax.").max(TAX_LABEL_MAX),
  type: z.enum(TAX_TYPES, { error: "Tax type must be VALUE or PERCENT." }),
  value: z
    .number({ error: "Tax value must be written in digits, such as 8.25." })
    .min(0, "Tax value cannot be negative.")
    .max(1_000_000, "Tax value can be at most 1,000,000.")
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      "Tax value can have at most 2 decimals.",
    ),
  /**
   * The label in the menu's other languages, as guests who order in one read it; left out, an edit keeps the
   * translations the tax has.
   */
  translations: translationsSchema({
    label: z.string().trim().max(TAX_LABEL_MAX, `A tax's name can be at most ${TAX_LABEL_MAX} characters.`),
  }),
});
export type TaxRequest = z.input<typeof TaxRequestSchema>;

export const TaxSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    type: z.enum(TAX_TYPES),
    value: z.number(),
    translations: z.record(z.string(), z.object({ label: z.string().optional() })),
  })
  .meta({ id: "Tax" });
export type Tax = z.infer<typeof TaxSchema>;

export const TaxParamsSchema = z.object({ id: IdSchema, taxId: IdSchema });

/** A tax's label in `lang`: a non-blank translation, else the label as the owner wrote it. */
export function taxLabelIn(
  tax: { label: string; translations?: Partial<Record<string, { label?: string | undefined }>> | undefined },
  lang: string | null | undefined,
): string {
  const value = lang ? tax.translations?.[lang]?.label : undefined;
  return value?.trim() ? value : tax.label;
}
