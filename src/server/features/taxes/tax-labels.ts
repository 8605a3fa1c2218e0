import { eq } from "drizzle-orm";
import { taxLabelIn } from "../../../shared/taxes/taxes.ts";
import type { Db } from "../../db/client.ts";
import { taxes } from "../../db/schema.ts";

/**
 * A tax's label in the guest's language, for what a guest reads of their order (its page, its mails). The order
 * keeps each tax's label as it was when ordered, so the tax is found by that label; a tax renamed or removed
 * since reads as ordered. Undefined when the guest reads the labels as written.
 */
export async function findTaxLabels(
  db: Db,
  businessId: string,
  lang: string | null,
): Promise<((label: string) => string) | undefined> {
  if (!lang) return undefined;
  const rows = await db
    .select({ label: taxes.label, translations: taxes.translations })
    .from(taxes)
    .where(eq(taxes.businessId, businessId));
  if (rows.length === 0) return undefined;
  return (label) => {
    const tax = rows.find((row) => row.label === label);
    return tax ? taxLabelIn(tax, lang) : label;
  };
}
