import { describe, expect, it } from "vitest";
import { WEBSITE_MESSAGES, type WebsitePage } from "../../../shared/website/website.ts";
import { describePageDifferences, mergePage, type PageFields, pageChanges } from "./page-changes.ts";

const saved: WebsitePage = {
  id: "p1",
  title: "About us",
  slug: "about",
  body: "Since 1999.",
  showInNav: true,
  sequence: 0,
  version: 4,
  updatedAt: "2026-11-25T00:00:00.000Z",
};
const fields = (changes: Partial<PageFields> = {}): PageFields => ({
  title: saved.title,
  slug: saved.slug,
  body: saved.body,
  showInNav: saved.showInNav,
  ...changes,
});

describe("pageChanges", () => {
  it("sends only what differs, with the version it edits", () => {
    expect(pageChanges(fields(), saved, null)).toEqual({
      changes: { version: 4 },
      problems: { title: null, slug: null },
      hasChanges: false,
    });
    expect(pageChanges(fields({ body: "Since 2001.", slug: "Our-Story " }), saved, null)).toMatchObject({
      changes: { version: 4, body: "Since 2001.", slug: "our-story" },
      hasChanges: true,
    });
  });

  it("keeps refused text out of the save and still saves the rest", () => {
    const result = pageChanges(fields({ title: " ", slug: "a_b", body: "New text." }), saved, null);
    expect(result.changes).toEqual({ version: 4, body: "New text." });
    expect(result.problems).toEqual({
      title: WEBSITE_MESSAGES.titleRequired,
      slug: WEBSITE_MESSAGES.slugInvalid,
    });
  });

  it("does not send an address the server refused again, until it is changed", () => {
    const refused = { slug: "menu-2", message: WEBSITE_MESSAGES.slugTaken };
    const held = pageChanges(fields({ slug: "menu-2", body: "More." }), saved, refused);
    expect(held.changes).toEqual({ version: 4, body: "More." });
    expect(held.problems.slug).toBe(WEBSITE_MESSAGES.slugTaken);
    const changed = pageChanges(fields({ slug: "menu-3" }), saved, refused);
    expect(changed.changes).toEqual({ version: 4, slug: "menu-3" });
    expect(changed.problems.slug).toBeNull();
  });
});

describe("mergePage", () => {
  const base = fields();
  it("takes their change where only they changed, and keeps ours", () => {
    expect(mergePage(base, fields({ showInNav: false }), fields({ body: "Mine." }))).toEqual(
      fields({ showInNav: false, body: "Mine." }),
    );
    expect(mergePage(base, fields({ body: "Same." }), fields({ body: "Same." }))).toEqual(
      fields({ body: "Same." }),
    );
  });

  it("gives up when a field changed on both sides", () => {
    expect(mergePage(base, fields({ body: "Theirs." }), fields({ body: "Mine." }))).toBeNull();
  });
});

describe("describePageDifferences", () => {
  it("names each field that differs, and the text around the first difference", () => {
    const theirs = fields({ body: `${"a".repeat(50)}THEIRS${"b".repeat(50)}` });
    const mine = fields({
      title: "Our story",
      showInNav: false,
      body: `${"a".repeat(50)}MINE${"b".repeat(50)}`,
    });
    expect(describePageDifferences(theirs, mine)).toEqual([
      'Title: "About us" → "Our story"',
      "Navigation: shown → hidden",
      `Text: "…${"a".repeat(30)}THEIRS${"b".repeat(24)}…" → "…${"a".repeat(30)}MINE${"b".repeat(26)}…"`,
    ]);
    expect(describePageDifferences(theirs, theirs)).toEqual([]);
  });
});
