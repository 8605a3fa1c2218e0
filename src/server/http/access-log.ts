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
 * Issue 15 §1: two log lines per guest page cost a third of the page's time, and the proxy in front keeps its
 * own access log. Guest page reads are logged one in `every` (0: never, 1: all); the decision is taken once
 * per request, by whichever of the guest fast path and Fastify sees it first.
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

  /** Whether this guest page read gets its access-log lines. */
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
 * Fastify's request logging with the guest access log sampled. Every other request is logged as before, and
 * errors are never sampled away: a 5xx answer or a failed response is logged whatever the rate.
 */
export class GuestSampledLogController extends LogController {
  constructor(private readonly guests: GuestAccessLog) {
    super();
  }

  override isLogDisabled(request: FastifyRequest): boolean {
    const raw = request.raw;
    return isGuestPageRequest(raw.method, raw.url) && !this.guests.isLogged(raw);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (this.isLogDisabled(request) && (error || reply.statusCode >= 500)) {
      // The incoming line was sampled away, so this one names the request.
      const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
      if (error) reply.log.error({ ...entry, err: error }, "request errored");
      else reply.log.error(entry, "request failed");
      return;
    }
    super.requestCompleted(error, request, reply, metadata);
  }
}
