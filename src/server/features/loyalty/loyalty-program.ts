import { eq } from "drizzle-orm";
import {
  DEFAULT_LOYALTY_PROGRAM,
  type LoyaltyProgram,
  LoyaltyProgramSchema,
} from "../../../shared/loyalty/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { loyaltyPrograms } from "../../db/schema.ts";

// A business's loyalty rules, kept as JSON like its gift card settings; none saved reads as the program off.

export async function programOf(db: Db, businessId: string): Promise<LoyaltyProgram> {
  const [row] = await db
    .select({ settings: loyaltyPrograms.settings })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.businessId, businessId));
  const parsed = LoyaltyProgramSchema.safeParse(row?.settings);
  return parsed.success ? parsed.data : DEFAULT_LOYALTY_PROGRAM;
}

export async function saveProgram(db: Db, businessId: string, program: LoyaltyProgram) {
  await db
    .insert(loyaltyPrograms)
    .values({ businessId, settings: program })
    .onConflictDoUpdate({
      target: loyaltyPrograms.businessId,
      set: { settings: program, updatedAt: new Date() },
    });
  return program;
}
