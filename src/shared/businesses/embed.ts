import { z } from "zod";

// The business's own website addresses, the only other sites that may show its menu in a frame
// (README "Embedding the menu"). Kept as origins: a browser's frame-ancestors check compares origins only.

export const FRAME_ORIGINS_MAX = 10;

export const EMBED_MESSAGES = {
  origin:
    "Please enter your website's address as https://example.com (or http://, with a port if it has one), without a path.",
  list: "Please send your website addresses as a list.",
  tooMany: `You can add up to ${FRAME_ORIGINS_MAX} website addresses.`,
} as const;

/** https:// or http://, a host name (or IPv4 address) and an optional port; a trailing slash is forgiven. */
const ORIGIN =
  /^(https?):\/\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(:\d{1,5})?\/?$/i;

/** The origin as browsers write it (lower case, no default port, no slash), or null when it is not one. */
export function normalizeOrigin(value: string): string | null {
  const match = ORIGIN.exec(value.trim());
  if (!match) return null;
  const scheme = (match[1] ?? "").toLowerCase();
  const host = (match[2] ?? "").toLowerCase();
  const port = match[3] ? Number(match[3].slice(1)) : null;
  if (port !== null && (port < 1 || port > 65535)) return null;
  const isDefault =
    port === null || (scheme === "https" && port === 443) || (scheme === "http" && port === 80);
  return `${scheme}://${host}${isDefault ? "" : `:${port}`}`;
}

export const FrameOriginSchema = z
  .string({ error: EMBED_MESSAGES.origin })
  .max(300, EMBED_MESSAGES.origin)
  .transform((value, ctx) => {
    const origin = normalizeOrigin(value);
    if (origin === null) {
      ctx.addIssue({ code: "custom", message: EMBED_MESSAGES.origin });
      return z.NEVER;
    }
    return origin;
  });

export const EmbedSettingsSchema = z
  .object({
    origins: z
      .array(FrameOriginSchema, { error: EMBED_MESSAGES.list })
      .max(FRAME_ORIGINS_MAX, EMBED_MESSAGES.tooMany)
      // The same site typed twice is kept once.
      .transform((origins) => [...new Set(origins)]),
  })
  .meta({ id: "EmbedSettings" });
export type EmbedSettings = z.infer<typeof EmbedSettingsSchema>;

export const EmbedSettingsResponseSchema = z
  .object({ origins: z.array(z.string()) })
  .meta({ id: "EmbedSettingsResponse" });

/** The snippet an owner pastes into their own site to show the menu. */
export function embedSnippet(menuUrl: string, name: string): string {
  const title = name.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<iframe src="${menuUrl}" title="${title || "Menu"}" style="width:100%;height:800px;border:0" loading="lazy"></iframe>`;
}
