import { z } from "zod";
import { BusinessConfigSchema } from "./business-config.ts";
import { LocationResponseSchema } from "./businesses.ts";
import { MenuNodesSchema } from "./menu.ts";
import { MenuScheduleSchema } from "./menu-schedule.ts";
import { SnapshotPageSchema } from "./website.ts";

/** A menu as guests get it: only what a publish froze, without the owner's flags. */
export const SnapshotMenuSchema = z.object({
  id: z.string(),
  name: z.string(),
  details: z.string(),
  sequence: z.number(),
  nodes: MenuNodesSchema,
  /** issue 17 item 2; snapshots published before schedules have none. */
  schedule: MenuScheduleSchema.optional(),
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
  /** Issue 16: the website pages; snapshots published before pages existed have none. */
  pages: z.array(SnapshotPageSchema).optional(),
  publishedAt: z.string(),
});
export type PublishedSnapshot = z.infer<typeof PublishedSnapshotSchema>;
