import type { IncomingMessage } from "node:http";

/**
 * Owners are not slowed by guests. One event loop serves both; under a flood of guest reads
 * every turn of the loop writes hundreds of pages, and an autosave, which needs a turn for each step (its
 * body, its queries), waits that long for each. While an owner's request is in flight, guest answers from
 * memory are therefore written at most `batch` per turn, after the turn's I/O: the owner's next step comes
 * within a short turn, and guests still get their pages, a little later. With no owner request in flight,
 * guests are answered at once.
 */
export class OwnerFirst {
  private ownersInFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private isDrainScheduled = false;

  constructor(private readonly batch = 16) {}

  /** Counts an owner's request until its response closes. */
  ownerStarted(response: { once(event: "close", listener: () => void): unknown }) {
    this.ownersInFlight++;
    response.once("close", () => {
      this.ownersInFlight--;
    });
  }

  /** Whether an owner's request (or a guest's order) is in flight. */
  get isOwnerWaiting() {
    return this.ownersInFlight > 0;
  }

  /** Whether a guest's answer must wait for a later turn (an owner waits, or earlier guests do). */
  get mustGuestWait() {
    return this.ownersInFlight > 0 || this.waiting.length > 0;
  }

  /** Writes a guest's answer in a later turn, `batch` per turn while an owner waits. */
  deferGuest(write: () => void) {
    this.waiting.push(write);
    this.scheduleDrain();
  }

  /** Guest answers waiting for their turn. */
  get queued() {
    return this.waiting.length;
  }

  private scheduleDrain() {
    if (this.isDrainScheduled) return;
    this.isDrainScheduled = true;
    setImmediate(() => this.drain());
  }

  private drain() {
    this.isDrainScheduled = false;
    const count = this.ownersInFlight > 0 ? Math.min(this.batch, this.waiting.length) : this.waiting.length;
    const due = this.waiting.splice(0, count);
    for (const write of due) write();
    if (this.waiting.length > 0) this.scheduleDrain();
  }
}

/**
 * The requests guests' page reads yield to: every dashboard call, and a guest's POST under /v1/public (an order,
 * its price, a payment), whose wait a guest feels at checkout. Public GETs are reads like the page. A kitchen
 * printer's poll is a POST nobody waits on: several printers polling would otherwise keep guests waiting always.
 */
export function isFirstInLine(request: Pick<IncomingMessage, "url" | "method">) {
  const url = request.url ?? "";
  if (!url.startsWith("/v1/")) return false;
  if (!url.startsWith("/v1/public/")) return true;
  return request.method === "POST" && !url.startsWith("/v1/public/cloudprnt/");
}
