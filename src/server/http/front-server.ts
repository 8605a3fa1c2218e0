import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** Answers a request without Fastify and says so, or returns false to let Fastify route it. */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP server Fastify runs on, with one check in front of it. A guest page the app already
 * knows the answer to (src/server/public-page/fast-path.ts) is written from memory, without Fastify's
 * request, reply, logger and hooks; everything else goes to Fastify unchanged. `front.answer` is set once the
 * guest routes are registered; `front.beforeFastify` counts owners' requests (owner-first.ts).
 */
export function frontServerFactory(front: {
  answer?: FrontAnswer | undefined;
  /** Sees each request that goes on to Fastify. */
  beforeFastify?: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
}) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
  ): Server => {
    const server = createServer((request, response) => {
      if (front.answer?.(request, response)) return;
      front.beforeFastify?.(request, response);
      handler(request, response);
    });
    // What Fastify sets on a server it makes itself (lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}
