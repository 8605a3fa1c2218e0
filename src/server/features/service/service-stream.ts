import type { ServerResponse } from "node:http";
import type { OrderingStatus } from "../../../shared/service/service-status.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";

// An open guest page hears the kitchen's changes (a pause, a resume, something sold out or back on sale) over
// Server-Sent Events, as the guest's order page follows its order (ordering/lifecycle/order-stream.ts): one-way, plain
// HTTP, one connection per open page. Every instance hears every "service" change on its own PublicationEvents
// (lib/publication-relay.ts carries the others' over the database's NOTIFY), so a page connected to any instance hears a
// change made on any other. The new status is read once per change and business on an instance, and only when a
// page of that business is open there, then written to each of its streams: a full restaurant costs one read
// per change, not one per phone.

const HEARTBEAT_MS = 25_000;
/** The browser's wait before it reconnects on its own; the page's script adds its own backoff on top. */
const RETRY_MS = 3_000;
/** Guests of one business on one instance; beyond this something is looping (or the room is a stadium). */
export const STREAMS_PER_BUSINESS_MAX = 2_000;

interface Stream {
  raw: ServerResponse;
  lastSent: string;
}

export class ServiceStreams {
  private readonly streams = new Map<string, Set<Stream>>();
  /** Businesses whose status is being read, and whether a change came in meanwhile (one more read then). */
  private readonly reading = new Map<string, { isWanted: boolean }>();
  private readonly ends = new Set<() => void>();

  constructor(
    private readonly load: (businessId: string) => Promise<OrderingStatus | null>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Reads the status again for the open pages of a business whose service, opening or publication changed. */
  follow(events: PublicationEvents): () => void {
    return events.subscribe((event) => {
      if (event.type === "service" || event.type === "opening" || event.type === "publication")
        this.refresh(event.businessId);
    });
  }

  /** How many pages of this business follow it on this instance. */
  count(businessId: string): number {
    return this.streams.get(businessId)?.size ?? 0;
  }

  /**
   * Starts the stream on a response the route has taken over: the status now first, then every change until
   * the guest leaves or the server closes.
   */
  open(businessId: string, raw: ServerResponse, now: OrderingStatus) {
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      // nginx and similar proxies would otherwise hold the events back in their buffers.
      "x-accel-buffering": "no",
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const stream: Stream = { raw, lastSent: "" };
    let streams = this.streams.get(businessId);
    if (!streams) {
      streams = new Set();
      this.streams.set(businessId, streams);
    }
    streams.add(stream);
    send(stream, now);
    // A change between the route's read and this stream's joining would go unheard: read once more.
    this.refresh(businessId);
    const heartbeat = setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      this.ends.delete(end);
      const open = this.streams.get(businessId);
      open?.delete(stream);
      if (open?.size === 0) this.streams.delete(businessId);
      if (!raw.writableEnded) raw.end();
    };
    this.ends.add(end);
    // The guest closed the page or lost the connection.
    raw.on("close", end);
  }

  /** Reads the status again for every business with a page open here (a change may have gone unheard). */
  refreshAll() {
    for (const businessId of [...this.streams.keys()]) this.refresh(businessId);
  }

  /** Ends every stream: an open one would hold the server's close forever. */
  closeAll() {
    for (const end of [...this.ends]) end();
  }

  private refresh(businessId: string) {
    if (!this.streams.has(businessId)) return;
    const read = this.reading.get(businessId);
    if (read) {
      read.isWanted = true;
      return;
    }
    const state = { isWanted: false };
    this.reading.set(businessId, state);
    this.load(businessId)
      .then((status) => {
        if (!status) return;
        for (const stream of this.streams.get(businessId) ?? []) send(stream, status);
      })
      .catch(this.onError)
      .finally(() => {
        this.reading.delete(businessId);
        if (state.isWanted) this.refresh(businessId);
      });
  }
}

/** Writes the status unless this stream was last sent the very same. */
function send(stream: Stream, status: OrderingStatus) {
  const text = JSON.stringify(status);
  if (text === stream.lastSent || stream.raw.writableEnded) return;
  stream.lastSent = text;
  stream.raw.write(`data: ${text}\n\n`);
}
