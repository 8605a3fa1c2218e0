import type { IncomingMessage } from "node:http";
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Whether a request reads a guest page: GET or HEAD of /m, /o or /l and below (not the rating form's POST). */
export function isGuestPageRequest(method: string | undefined, url: string | undefined): boolean {
  if ((method !== "GET" && method !== "HEAD") || !url || url.charCodeAt(0) !== 47 /* / */) return false;
  const view = url[1];
  if (view !== "m" && view !== "o" && view !== "l") return false;
  const next = url[2];
  return next === undefined || next === "/" || next === "?";
}

/**
 * Logging every guest page read (two lines, later one) cost a third of the page's time, and the
 * proxy in front keeps its own access log. Guest page reads are logged one in `every` (0: never, 1: all); the
 * decision is taken once per request, by whichever of the guest fast path and Fastify sees it first.
 */
export class GuestAccessLog {
  private seen = 0;
  /** Decisions for requests that Fastify handles (it asks several times per request). */
  private readonly decided = new WeakMap<IncomingMessage, boolean>();
  constructor(readonly every: number) {}

  /** Takes the next guest page read's turn: whether it is logged. */
  sample(): boolean {
    return this.every === 1 || (this.every > 0 && this.seen++ % this.every === 0);
  }

  /** The fast path hands a read it sampled to Fastify, which logs it. */
  handOver(request: IncomingMessage) {
    this.decided.set(request, true);
  }

  /** Whether this guest page read gets its access-log line. */
  isLogged(request: IncomingMessage): boolean {
    let logged = this.decided.get(request);
    if (logged === undefined) {
      logged = this.sample();
      this.decided.set(request, logged);
    }
    return logged;
  }
}

/**
 * Fastify's request logging with the guest access log sampled. Every other request gets one line, when it
 * ends (Fastify's own two lines per request, one on arrival, were a tenth of a small API call's CPU):
 * the request, its answer and the time taken (a WebSocket upgrade: on arrival). Errors are never sampled
 * away: a 5xx answer or a failed response is logged whatever the rate. The other lines Fastify logs (error
 * handler, stream errors, 503 while closing) are the base class's.
 */
export class GuestSampledLogController extends LogController {
  constructor(private readonly guests: GuestAccessLog) {
    super();
  }

  override isLogDisabled(request: FastifyRequest): boolean {
    const raw = request.raw;
    return isGuestPageRequest(raw.method, raw.url) && !this.guests.isLogged(raw);
  }

  /**
   * Nothing on arrival, the line written when the request ends names it; but a WebSocket upgrade (the live
   * routes) never ends as an HTTP answer once its socket is handed over, so it gets its line now, as before. A
   * request whose connection closes before its answer is written (a guest closing the tab, an order's event
   * stream ending) gets "request aborted" then, so that no request goes unlogged.
   */
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (request.raw.headers.upgrade !== undefined) {
      request.log.info({ req: request }, "incoming request");
      return;
    }
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished)
        request.log.info({ req: request, responseTime: reply.elapsedTime }, "request aborted");
    });
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const sampledAway = this.isLogDisabled(request);
    // A guest read sampled away is still logged when it fails.
    if (sampledAway && !error && reply.statusCode < 500) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, "request errored");
    else if (sampledAway) reply.log.error(entry, "request failed");
    else reply.log.info(entry, "request completed");
  }
}
