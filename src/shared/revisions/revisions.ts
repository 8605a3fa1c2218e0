import { z } from "zod";
import { BusinessSchema, LocationResponseSchema } from "../businesses/businesses.ts";
import { IdSchema } from "../common/id.ts";
import { type Menu, MenuSchema } from "../menus/menus.ts";

// A revision snapshot of the business, taken every 60 s while the owner edits, so Saved Versions can bring back
// an earlier state.

export const RevisionSummarySchema = z
  .object({ id: z.string(), createdDate: z.string() })
  .meta({ id: "RevisionSummary" });
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

export const RevisionSchema = RevisionSummarySchema.extend({
  business: z.object({ config: z.record(z.string(), z.unknown()), orderingEnabled: z.boolean() }),
  location: LocationResponseSchema.omit({ internalId: true }),
  menus: z.array(MenuSchema),
}).meta({ id: "Revision" });
/** The answer as the dashboard reads it: the menus' trees are the server's own, so they are typed as MenuNodes. */
export type Revision = Omit<z.infer<typeof RevisionSchema>, "menus"> & { menus: Menu[] };

export const RevisionParamsSchema = z.object({ id: IdSchema, revisionId: IdSchema });
export const ApplyRevisionQuerySchema = z.object({ revisionId: IdSchema });

/** What applying a saved version leaves: the business and its menus as they are now. */
export const AppliedRevisionSchema = z.object({
  business: BusinessSchema.extend({ location: LocationResponseSchema }),
  menus: z.array(MenuSchema),
});
export type AppliedRevision = Omit<z.infer<typeof AppliedRevisionSchema>, "menus"> & { menus: Menu[] };
