import { z } from "zod";
import { CUSTOM_URL_MAX } from "../common/constants.ts";
import { IdSchema } from "../common/id.ts";
import { MESSAGES } from "../common/messages.ts";
import { slugify } from "../common/url.ts";

// Website pages: the owner's pages around the menu, read by guests at
// /m/{url}/p/{slug} once published.

/** A page's body is Markdown of at most 20,000 characters (docs/requirements.md, "Website pages"). */
export const PAGE_BODY_MAX = 20_000;
export const PAGE_TITLE_MAX = 60;
/** Enough for a small restaurant site; keeps a published snapshot (and its guest navigation) small. */
export const PAGES_PER_BUSINESS_MAX = 30;

export const WEBSITE_MESSAGES = {
  // A page's address follows the custom-URL rules, so it says the same sentences.
  slugTooLong: MESSAGES.customUrlTooLong.replace("Custom URL", "Page URL"),
  slugInvalid: MESSAGES.customUrlInvalid.replace("Custom URL", "Page URL"),
  slugTaken: MESSAGES.customUrlTaken,
  // Written in the voice of the other messages ("Please add a menu name.").
  slugRequired: "Please add a page URL.",
  titleRequired: "Please add a page title.",
  titleTooLong: `A page title cannot be longer than ${PAGE_TITLE_MAX} characters.`,
  bodyTooLong: `A page can hold at most ${PAGE_BODY_MAX.toLocaleString("en-US")} characters.`,
  // Like the QR codes' "You've reached your free QR code limit".
  freeLimit: "You've reached your free website page limit",
  pageLimit: `A website can have at most ${PAGES_PER_BUSINESS_MAX} pages. Remove a page before adding another.`,
  pageNotFound: "Page not found!",
  stale: "This page was changed in another window.",
  deleted: "Page deleted",
  restored: "Page restored",
} as const;

/**
 * The custom-URL rules for a page's address, less the underscore and dot (letters, digits, hyphen), kept in
 * lowercase so /p/About and /p/about are one page.
 */
export const PageSlugSchema = z
  .string()
  .trim()
  .min(1, WEBSITE_MESSAGES.slugRequired)
  .max(CUSTOM_URL_MAX, WEBSITE_MESSAGES.slugTooLong)
  .regex(/^[A-Za-z0-9-]*$/, WEBSITE_MESSAGES.slugInvalid)
  .toLowerCase();

export const PageTitleSchema = z
  .string()
  .trim()
  .min(1, WEBSITE_MESSAGES.titleRequired)
  .max(PAGE_TITLE_MAX, WEBSITE_MESSAGES.titleTooLong);

export const PageBodySchema = z.string().max(PAGE_BODY_MAX, WEBSITE_MESSAGES.bodyTooLong);

export const WebsitePageSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    body: z.string(),
    showInNav: z.boolean(),
    sequence: z.number(),
    /** Grows with every saved change; a PUT names the version it edited (409 when another window saved). */
    version: z.number(),
    updatedAt: z.string(),
  })
  .meta({ id: "WebsitePage" });
export type WebsitePage = z.infer<typeof WebsitePageSchema>;

/** POST: a slug left out is made from the title; `sequence` puts the page back where it was (undo). */
export const CreatePageSchema = z.object({
  title: PageTitleSchema,
  slug: PageSlugSchema.optional(),
  body: PageBodySchema.default(""),
  showInNav: z.boolean().default(true),
  sequence: z.number().int().min(0).max(1000).optional(),
});
export type CreatePage = z.input<typeof CreatePageSchema>;

export const UpdatePageSchema = z.object({
  version: z.number().int().min(1),
  title: PageTitleSchema.optional(),
  slug: PageSlugSchema.optional(),
  body: PageBodySchema.optional(),
  showInNav: z.boolean().optional(),
});
export type UpdatePage = z.input<typeof UpdatePageSchema>;

export const PageParamsSchema = z.object({ id: IdSchema, pageId: IdSchema });
/** POST /v1/businesses/{id}/pages/sequence: the business's page ids in their new order (like menus'). */
export const PageSequenceSchema = z.array(IdSchema).max(PAGES_PER_BUSINESS_MAX);

/** A page as a publish freezes it: guests read exactly this. */
export const SnapshotPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  body: z.string(),
  showInNav: z.boolean(),
  sequence: z.number(),
  /**
   * The stored sizes of the owner's images in the body, by their path: guests' pages give each image its box
   * before it loads (no layout shift). Absent when the body has none.
   */
  imageSizes: z.record(z.string(), z.object({ width: z.number(), height: z.number() })).optional(),
});
export type SnapshotPage = z.infer<typeof SnapshotPageSchema>;

/** Where guests read a page, from the business's public address. */
export const pagePath = (address: string, slug: string) =>
  `/m/${encodeURIComponent(address)}/p/${encodeURIComponent(slug)}`;

/** A page's address made from its title, the way a business's link is made from its name. */
export function slugFromTitle(title: string): string {
  const slug = slugify(title);
  // slugify falls back to "menu" when nothing of the title is left.
  return slug === "menu" && !/menu/i.test(title) ? "page" : slug;
}
