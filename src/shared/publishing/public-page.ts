import { z } from "zod";
import { BusinessConfigSchema, OPENING_KEYS, type Opening } from "../businesses/business-config.ts";
import { LocationResponseSchema } from "../businesses/businesses.ts";
import { MenuNodesSchema, MenuTranslationsSchema } from "../menus/menu.ts";
import { MenuScheduleSchema } from "../menus/menu-schedule.ts";
import { SnapshotPageSchema } from "../website/website.ts";

/** A menu as guests get it: only what a publish froze, without the owner's flags. */
export const SnapshotMenuSchema = z.object({
  id: z.string(),
  name: z.string(),
  details: z.string(),
  sequence: z.number(),
  nodes: MenuNodesSchema,
  /** When the menu is served; snapshots published before schedules have none. */
  schedule: MenuScheduleSchema.optional(),
  /** The menu's name and note in other languages; snapshots published before translations have none. */
  translations: MenuTranslationsSchema,
});
export type SnapshotMenu = z.infer<typeof SnapshotMenuSchema>;

export const SnapshotLocationSchema = LocationResponseSchema.omit({ internalId: true });
export type SnapshotLocation = z.infer<typeof SnapshotLocationSchema>;

/** What a publish freezes: guests see exactly this until the next "Publish Changes", but for `withOpening`. */
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
  /** The website pages; snapshots published before pages existed have none. */
  pages: z.array(SnapshotPageSchema).optional(),
  publishedAt: z.string(),
});
export type PublishedSnapshot = z.infer<typeof PublishedSnapshotSchema>;

/**
 * GET /v1/public/businesses/location?url and …/{locationId}/publicLocation: the
 * location as its published page shows it. A field the owner hides on the page (`config.show…`) is empty here
 * too, so the call tells a stranger nothing the page does not (the email is hidden unless shown).
 */
export const PublicLocationSchema = z
  .object({
    businessId: z.string(),
    /** The address the page answers at: the custom URL, else the generated one. */
    url: z.string(),
    name: z.string(),
    address: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    twitter: z.string(),
    facebook: z.string(),
    instagram: z.string(),
  })
  .meta({ id: "PublicLocation" });
export type PublicLocation = z.infer<typeof PublicLocationSchema>;

export const PublicLocationQuerySchema = z.object({ url: z.string().min(1).max(200) });

/** Hidden unless the owner shows it; the defaults are the page's (business-config.ts). */
const shown = (flag: boolean | undefined, fallback: boolean, value: string) =>
  (flag ?? fallback) ? value : "";

/** What a guest may read of a published location: the same fields the page draws, no more. */
export function publicLocationOf(snapshot: PublishedSnapshot): PublicLocation {
  const { business, location } = snapshot;
  const config = business.config;
  const isAddressShown = config.showAddress ?? true;
  return {
    businessId: business.id,
    url: business.customUrl ?? business.url,
    // The name, city, state and country are on every page (its title and search listing carry them).
    name: location.name,
    address: isAddressShown ? location.address : "",
    address2: isAddressShown ? location.address2 : "",
    city: location.city,
    state: location.state,
    zip: isAddressShown ? location.zip : "",
    country: location.country,
    phone: shown(config.showPhone, true, config.phone || location.phone),
    email: shown(config.showEmail, false, location.email),
    website: shown(config.showWebsite, true, location.website),
    twitter: shown(config.showTwitter, true, location.twitter),
    facebook: shown(config.showFacebook, true, location.facebook),
    instagram: shown(config.showInstagram, true, location.instagram),
  };
}

/**
 * The snapshot with the business's opening as the owner saved it (`openingOf` of the live config): whether it is
 * open now is never frozen by a publish. Without one, the snapshot as published.
 */
export function withOpening(snapshot: PublishedSnapshot, opening: Opening | undefined): PublishedSnapshot {
  if (!opening) return snapshot;
  const config = { ...snapshot.business.config };
  for (const key of OPENING_KEYS) delete config[key];
  return { ...snapshot, business: { ...snapshot.business, config: { ...config, ...opening } } };
}
