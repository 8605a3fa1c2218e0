import MarkdownIt, { type RendererRule, type Token } from "markdown-it";
import { BODY_IMAGE_WIDTH } from "../../shared/common/constants.ts";
import { bodyImageWidths, scaledSize } from "../../shared/images/images.ts";

// A website page's Markdown as guests read it. The owner's text is data, never markup: raw HTML is
// shown as text (html: false), and only links and images with a safe scheme become elements.

/** Schemes a guest may follow; a link without a scheme stays on this site (a path, a fragment). */
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
/** Images load only from here (our own My Images) or over HTTPS, as the page's CSP allows. */
const SAFE_IMAGE = /^(https:\/\/|\/(?!\/))/i;

/** A link's scheme, after what browsers ignore (spaces, control characters) is taken out. */
function schemeOf(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these before reading the scheme
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? (match[1] ?? "").toLowerCase() : null;
}

export function isSafeLink(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || SAFE_SCHEMES.has(scheme);
}

export function isSafeImage(url: string): boolean {
  return schemeOf(url) === null ? SAFE_IMAGE.test(url.trim()) : /^https:\/\//i.test(url.trim());
}

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
markdown.validateLink = isSafeLink;

const defaultRender: RendererRule = (tokens, index, options, _env, self) =>
  self.renderToken(tokens, index, options);

// An image with an unsafe source is dropped, its description kept as text. The first safe one may be the first
// screen's largest paint (Lighthouse: an LCP image lazily loaded waits for layout), so only the others load lazily.
const renderImage = markdown.renderer.rules.image ?? defaultRender;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (!token) return "";
  const src = String(token.attrGet("src") ?? "");
  if (!isSafeImage(src)) return markdown.utils.escapeHtml(token.content);
  const state = env as RenderState;
  const size = state.imageSizes[src];
  if (size) {
    const shown = offerWidths(token, src, size);
    token.attrSet("width", String(shown.width));
    token.attrSet("height", String(shown.height));
  }
  state.imagesShown += 1;
  if (state.imagesShown > 1) token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return renderImage(tokens, index, options, env, self);
};

/** The column's width: `article` is at most 680 px, inside `main`'s 16 px padding (guest.css). */
const COLUMN_SIZES = "(min-width: 712px) 680px, calc(100vw - 32px)";

/**
 * One of our images wider than the column is offered at the column's width and twice it (the image
 * route makes those on first request), so a phone decodes no more pixels than it shows. Returns the size its
 * `src` has, for the box. An address that already names a width is the owner's choice and stays as written.
 */
function offerWidths(token: Token, src: string, size: { width: number; height: number }) {
  const [route, query = ""] = src.split("?", 2);
  const widths = bodyImageWidths(size.width);
  if (route !== "/v1/public/images" || new URLSearchParams(query).has("w") || widths.length === 0)
    return size;
  const at = (width: number) => (width === size.width ? src : `${src}&w=${width}`);
  token.attrSet("src", at(BODY_IMAGE_WIDTH));
  token.attrSet("srcset", widths.map((width) => `${at(width)} ${width}w`).join(", "));
  token.attrSet("sizes", COLUMN_SIZES);
  return scaledSize(size, BODY_IMAGE_WIDTH);
}

// Links that leave the site do not hand this page to the next one.
const renderLinkOpen = markdown.renderer.rules.link_open ?? defaultRender;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token && /^https?:/i.test(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "noopener");
  return renderLinkOpen(tokens, index, options, env, self);
};

// The page's title is its one h1: a "#" heading in the body reads as the next level down.
const renderHeadingOpen = markdown.renderer.rules.heading_open ?? defaultRender;
const renderHeadingClose = markdown.renderer.rules.heading_close ?? defaultRender;
for (const [rule, render] of [
  ["heading_open", renderHeadingOpen],
  ["heading_close", renderHeadingClose],
] as const) {
  markdown.renderer.rules[rule] = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (token?.tag === "h1") token.tag = "h2";
    return render(tokens, index, options, env, self);
  };
}

/** An image's stored size, by the path the body names it with. */
export type ImageSizes = Readonly<Record<string, { width: number; height: number }>>;

/** What the renderer's rules keep while one body renders. */
type RenderState = {
  imageSizes: ImageSizes;
  imagesShown: number;
};

/** The page body as safe HTML; images of known size get width and height (a box before they load). */
export function renderMarkdown(source: string, imageSizes: ImageSizes = {}): string {
  const state: RenderState = { imageSizes, imagesShown: 0 };
  return markdown.render(source, state);
}

/** Every image address in the body, as markdown-it reads it (a regular expression would miss references). */
export function markdownImageSources(source: string): string[] {
  const sources: string[] = [];
  for (const block of markdown.parse(source, {})) {
    for (const token of block.children ?? []) {
      if (token.type === "image") sources.push(String(token.attrGet("src") ?? ""));
    }
  }
  return sources;
}

/** The body as plain text (the page's description): what the rendered HTML says, without its tags. */
export function markdownText(source: string): string {
  return renderMarkdown(source)
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
