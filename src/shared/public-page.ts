import { z } from "zod";
import { BusinessConfigSchema } from "./business-config.ts";
import { LocationResponseSchema } from "./businesses.ts";
import { MenuNodesSchema } from "./menu.ts";

/** A menu as guests get it: only what a publish froze, without the owner's flags. */
export const SnapshotMenuSchema = z.object({
  id: z.string(),
  name: z.string(),
  details: z.string(),
  sequence: z.number(),
  nodes: MenuNodesSchema,
});
export type SnapshotMenu = z.infer<typeof SnapshotMenuSchema>;

export const SnapshotLocationSchema = LocationResponseSchema.omit({ internalId: true });
export type SnapshotLocation = z.infer<typeof SnapshotLocationSchema>;

/** What a publish freezes: guests see exactly this until the next "Publish Changes". */
export const PublishedSnapshotSchema = z.object({
  business: z.object({
    id: z.string(),
    url: z.string(),
    customUrl: z.string().nullable(),
    orderingEnabled: z.boolean(),
    config: BusinessConfigSchema,
  }),
  location: SnapshotLocationSchema,
  menus: z.array(SnapshotMenuSchema),
  publishedAt: z.string(),
});
export type PublishedSnapshot = z.infer<typeof PublishedSnapshotSchema>;
