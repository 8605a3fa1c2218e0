import { z } from "zod";
import { IdSchema } from "../common/id.ts";
import { MESSAGES } from "../common/messages.ts";
import { phoneDigits } from "../common/phone.ts";

// Customers: adding one needs a name and a phone ("This field is mandatory").
export const CUSTOMERS_PAGE_SIZE = 50;
export const CUSTOMER_SEARCH_KEY_MAX = 100;
export const CUSTOMER_PHONE_TAKEN = "A customer with this phone number already exists.";

/**
 * A one-line field (a name, a street): line breaks, tabs and other control characters become one space. The
 * owner's mails and kitchen tickets print these on lines of their own, so a name must not start new lines that
 * read like the order's ("Total: 0.00", "Paid").
 */
export function oneLine(value: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it removes
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
  return flat.replace(/ {2,}/g, " ").trim();
}

const mandatoryLine = (max: number, tooLong: string) =>
  z
    .string({ error: MESSAGES.mandatory })
    .transform(oneLine)
    .pipe(z.string().min(1, MESSAGES.mandatory).max(max, tooLong));
const optionalLine = (max: number, field: string) =>
  z
    .string({ error: `Please type the ${field} as text.` })
    .transform(oneLine)
    .pipe(z.string().max(max, `The ${field} is at most ${max} characters.`))
    .optional()
    .default("");

/** One schema for the add-customer form and POST /v1/customers, so both refuse with the same words. */
export const CustomerInputSchema = z.object({
  name: mandatoryLine(100, "Names are at most 100 characters."),
  phone: z
    .string({ error: MESSAGES.mandatory })
    .transform((value) => phoneDigits(value))
    .pipe(z.string().min(1, MESSAGES.mandatory).max(20, MESSAGES.phoneDigits)),
  email: z
    .string()
    .trim()
    .max(254, MESSAGES.emailInvalid)
    .optional()
    .default("")
    .refine((value) => value === "" || z.email().safeParse(value).success, MESSAGES.emailInvalid),
  address: optionalLine(200, "address"),
  city: optionalLine(100, "city"),
  state: optionalLine(100, "state"),
  zip: optionalLine(20, "ZIP code"),
});
export type CustomerInput = z.input<typeof CustomerInputSchema>;

export const CreateCustomerRequestSchema = CustomerInputSchema.extend({
  businessId: IdSchema,
});

/** A customer's orders (id, friendlyId, submitDate, currency, total); the total in minor units. */
export const CustomerOrderSchema = z.object({
  id: z.string(),
  friendlyId: z.string(),
  /** Where the order stands (an OrderStatus of orders.ts, which imports this file), for the drawer. */
  status: z.string(),
  submitDate: z.string(),
  currency: z.string(),
  currencyCode: z.string(),
  total: z.number(),
});

export const CustomerSchema = z
  .object({
    id: z.string(),
    businessId: z.string(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    lastOrderDate: z.string().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: "Customer" });
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerDetailsSchema = CustomerSchema.extend({ orders: z.array(CustomerOrderSchema) }).meta({
  id: "CustomerDetails",
});
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

export const CustomerPageSchema = z
  .object({ list: z.array(CustomerSchema), hasNext: z.boolean(), total: z.number() })
  .meta({ id: "CustomerPage" });
export type CustomerPage = z.infer<typeof CustomerPageSchema>;

export const CustomerSearchPageSchema = z
  .object({ list: z.array(CustomerSchema), hasNext: z.boolean() })
  .meta({ id: "CustomerSearchPage" });
export type CustomerSearchPage = z.infer<typeof CustomerSearchPageSchema>;

/**
 * What a search key looks for: the name in lower case, and the phone's digits when the key is written like a
 * phone number ("(415) 555", "555-01"), so formatting never hides a match.
 */
export function readSearchKey(key: string): { text: string; digits: string | null } {
  const text = key.trim().toLowerCase();
  const isPhoneLike = /^[\d\s()+\-.]+$/.test(text) && /\d/.test(text);
  return { text, digits: isPhoneLike ? phoneDigits(text) : null };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formulas are defused. */
export function csvField(value: string): string {
  // A cell starting with = + - @ runs as a formula in spreadsheets (CSV injection): prefix a quote mark.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

const PageNumberSchema = z.coerce.number().int().min(0).max(100_000).default(0);
export const CustomerPageQuerySchema = z.object({ businessId: IdSchema, page: PageNumberSchema });
export const CustomerSearchQuerySchema = z.object({
  businessId: IdSchema,
  key: z.string().max(CUSTOMER_SEARCH_KEY_MAX).default(""),
  page: PageNumberSchema,
});
export const CustomerExportQuerySchema = z.object({
  businessId: IdSchema,
  token: z.string().max(200).optional(),
});
