import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { MESSAGES } from "../../shared/common/messages.ts";

/** Answers a request without Fastify and says so, or returns false to let Fastify route it. */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP server Fastify runs on, with one check in front of it. A guest page the app already
 * knows the answer to (src/server/public-page/fast-path.ts) is written from memory, without Fastify's
 * request, reply, logger and hooks; everything else goes to Fastify unchanged. `front.answer` is set once the
 * guest routes are registered; `front.beforeFastify` counts owners' requests (owner-first.ts).
 */
/**
 * Every route sits under the context path (CONTEXT_PATH, "" for none): the request's path is read without it, so
 * the routes, the guest page's fast path and the live sockets are the same with or without one. A path outside it
 * is nobody's: null for it, otherwise the path as the routes know it.
 */
export function pathInContext(url: string, contextPath: string): string | null {
  if (contextPath === "") return url;
  if (!url.startsWith(contextPath)) return null;
  const rest = url.slice(contextPath.length);
  if (rest === "") return "/";
  if (rest.startsWith("?")) return `/${rest}`;
  return rest.startsWith("/") ? rest : null;
}

/** No route answers this path: what an upgrade outside the context path is routed to. */
const OUTSIDE_CONTEXT = "/__outside_context_path__";

export function frontServerFactory(front: {
  answer?: FrontAnswer | undefined;
  /** Sees each request that goes on to Fastify. */
  beforeFastify?: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  /** The context path every route sits under; "" for none. */
  contextPath?: string | undefined;
}) {
  const contextPath = front.contextPath ?? "";
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
  ): Server => {
    const server = createServer((request, response) => {
      if (contextPath !== "") {
        const inside = pathInContext(request.url ?? "/", contextPath);
        if (inside === null) {
          response.writeHead(404, { "content-type": "application/json; charset=utf-8" });
          response.end(JSON.stringify({ status: 404, code: "NOT_FOUND", message: MESSAGES.notFoundPage }));
          return;
        }
        request.url = inside;
      }
      if (front.answer?.(request, response)) return;
      front.beforeFastify?.(request, response);
      handler(request, response);
    });
    // A live socket's upgrade is routed by @fastify/websocket from its own "upgrade" listener, added after this one.
    if (contextPath !== "")
      server.on("upgrade", (request: IncomingMessage) => {
        request.url = pathInContext(request.url ?? "/", contextPath) ?? OUTSIDE_CONTEXT;
      });
    // What Fastify sets on a server it makes itself (lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}
