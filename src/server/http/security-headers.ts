import type { FastifyInstance } from "fastify";
import helmet from "helmet";

// Built once: @fastify/helmet built it on every request, re-parsing the CSP each time.
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame options…) on every answer of `app`'s context, errors
 * included: an onRequest hook, so they are set before any other hook can answer (auth's 401, a 404).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
