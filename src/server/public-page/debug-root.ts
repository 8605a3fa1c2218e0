import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { businesses, publications } from "../db/schema.ts";

/** The page's own headers that travel with it from /o/{url} to the root. */
const RELAYED_HEADERS = [
  "content-type",
  "cache-control",
  "content-security-policy",
  "referrer-policy",
  "x-content-type-options",
  "x-frame-options",
  "vary",
  "content-language",
  "content-encoding",
];

/**
 * In debug mode the root route is the light order view itself: the one at `?url=`, else the most recently
 * published business's. It answers what /o/{url} answers (status, headers, page), so the developer sees exactly
 * the guest's page. With nothing published yet, the dashboard's root page says how to get there.
 */
export function registerDebugRoot(app: FastifyInstance) {
  const answer = async (request: FastifyRequest<{ Querystring: { url?: string } }>, reply: FastifyReply) => {
    const requested = typeof request.query.url === "string" ? request.query.url.trim() : "";
    const address = requested || (await newestPublishedAddress(app));
    if (!address) return reply.callNotFound();
    const page = await app.inject({
      method: "GET",
      url: `/o/${encodeURIComponent(address)}`,
      headers: pickHeaders(request, ["accept-language", "accept-encoding", "user-agent"]),
    });
    for (const name of RELAYED_HEADERS) {
      const value = page.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    // The root shows whichever business was published last, so no cache keeps an old one.
    reply.header("cache-control", "no-store");
    return reply.status(page.statusCode).send(page.rawPayload);
  };
  // Under a context path too: the front server takes it off the request before the router sees it.
  app.get("/", { config: { auth: "public" }, schema: { hide: true } }, answer);
}

function pickHeaders(request: FastifyRequest, names: string[]) {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === "string") picked[name] = value;
  }
  return picked;
}

async function newestPublishedAddress(app: FastifyInstance): Promise<string | null> {
  const [row] = await app.db
    .select({ url: businesses.url, customUrl: businesses.customUrl })
    .from(publications)
    .innerJoin(businesses, eq(businesses.id, publications.businessId))
    .where(eq(businesses.published, true))
    .orderBy(desc(publications.publishedAt))
    .limit(1);
  return row ? (row.customUrl ?? row.url) : null;
}
