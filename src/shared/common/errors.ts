import { z } from "zod";

/**
 * Every failure answers this shape. Callers tell failures apart by `code`, never by the message text, so
 * rewording a message breaks no caller; the message is the sentence a person reads.
 */
export const ErrorSchema = z
  .object({
    status: z.number(),
    code: z.string(),
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    current: z.unknown().optional(),
  })
  .meta({ id: "Error" });
export type ApiError = z.infer<typeof ErrorSchema>;
export type FieldError = NonNullable<ApiError["errors"]>[number];
