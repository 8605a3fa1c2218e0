import {
  PageSlugSchema,
  PageTitleSchema,
  type UpdatePage,
  type WebsitePage,
} from "../../../shared/website/website.ts";

// What the page editor's autosave sends, merges and shows (it autosaves like the menu editor). Pure, so
// it is tested alone (page-changes.test.ts).

export type PageFields = Pick<WebsitePage, "title" | "slug" | "body" | "showInNav">;

/** An address the server refused (taken by another page): not sent again until the owner changes it. */
export interface RefusedSlug {
  slug: string;
  message: string;
}

export interface PageProblems {
  title: string | null;
  slug: string | null;
}

/**
 * The save for `fields` over the saved page: only what differs, and only what the shared schemas accept. A field
 * holding refused text is left out and named in `problems`; the others still save, so a taken address never
 * holds back the text.
 */
export function pageChanges(
  fields: PageFields,
  saved: WebsitePage,
  refused: RefusedSlug | null,
): { changes: UpdatePage; problems: PageProblems; hasChanges: boolean } {
  const changes: UpdatePage = { version: saved.version };
  const title = PageTitleSchema.safeParse(fields.title);
  const slug = PageSlugSchema.safeParse(fields.slug);
  const problems: PageProblems = {
    title: title.success ? null : (title.error.issues[0]?.message ?? null),
    slug: slug.success ? null : (slug.error.issues[0]?.message ?? null),
  };
  if (title.success && title.data !== saved.title) changes.title = title.data;
  if (slug.success && slug.data !== saved.slug) {
    if (refused && slug.data === refused.slug) problems.slug = refused.message;
    else changes.slug = slug.data;
  }
  if (fields.body !== saved.body) changes.body = fields.body;
  if (fields.showInNav !== saved.showInNav) changes.showInNav = fields.showInNav;
  return { changes, problems, hasChanges: Object.keys(changes).length > 1 };
}

/** True when a field holds text that is not saved because it is refused (here or by the server). */
export const hasProblems = (problems: PageProblems) => problems.title !== null || problems.slug !== null;

const FIELDS = ["title", "slug", "body", "showInNav"] as const;

/**
 * A 409: `current` was saved elsewhere over `base`, the version this editor started from. When no field was changed
 * on both sides (to different values), the two merge: theirs where only they changed, ours where we did. Null when
 * a field was changed on both sides and the owner must choose.
 */
export function mergePage(base: PageFields, current: PageFields, mine: PageFields): PageFields | null {
  const merged: PageFields = { ...mine };
  for (const field of FIELDS) {
    const isTheirs = current[field] !== base[field];
    const isMine = mine[field] !== base[field];
    if (isTheirs && isMine && current[field] !== mine[field]) return null;
    if (isTheirs) Object.assign(merged, { [field]: current[field] });
  }
  return merged;
}

const SNIPPET = 30;

/** The text around the first place two bodies differ, from each side. */
function differingText(theirs: string, mine: string): [string, string] {
  let start = 0;
  while (start < theirs.length && start < mine.length && theirs[start] === mine[start]) start++;
  const from = Math.max(0, start - SNIPPET);
  const cut = (text: string) =>
    `${from > 0 ? "…" : ""}${text.slice(from, start + SNIPPET)}${text.length > start + SNIPPET ? "…" : ""}`.replace(
      /\s+/g,
      " ",
    );
  return [cut(theirs), cut(mine)];
}

/** The conflict dialog's lines: what differs from the version saved elsewhere to the owner's. */
export function describePageDifferences(current: PageFields, mine: PageFields): string[] {
  const lines: string[] = [];
  if (current.title !== mine.title) lines.push(`Title: "${current.title}" → "${mine.title}"`);
  if (current.slug !== mine.slug) lines.push(`Page URL: /p/${current.slug} → /p/${mine.slug}`);
  if (current.showInNav !== mine.showInNav) {
    const state = (isShown: boolean) => (isShown ? "shown" : "hidden");
    lines.push(`Navigation: ${state(current.showInNav)} → ${state(mine.showInNav)}`);
  }
  if (current.body !== mine.body) {
    const [theirs, ours] = differingText(current.body, mine.body);
    lines.push(`Text: "${theirs}" → "${ours}"`);
  }
  return lines;
}
