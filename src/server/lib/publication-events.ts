/**
 * What a guest sees at a business's address changed on this instance. The routes that change it announce it here;
 * the guest page's caches listen (public-page/guest-page.routes.ts) and forget what they remembered, so the next
 * guest on this instance sees the change at once. lib/publication-relay.ts carries every event to the other
 * instances over the database's NOTIFY and announces it on each one's own events, so they follow within a round
 * trip, not their caches' short lifetimes.
 *
 * One per app (app.ts makes it and hands it to each route that needs it), so two apps in one process, as in the
 * tests, stay as separate as two servers.
 */
export type PublicationEvent =
  /** Published, unpublished, its address or its plan changed: which snapshot answers, and whether it is live. */
  | { type: "publication"; businessId: string }
  /** Hours, "closed now", time zone or orders in advance: the opening laid over the snapshot. */
  | { type: "opening"; businessId: string }
  /** Sold out, paused or busy changed: the service state laid over the page, live without publishing. */
  | { type: "service"; businessId: string }
  /** A rating accepted or removed: the ratings the page shows. */
  | { type: "ratings"; businessId: string }
  /** A custom address taken or given up: which addresses answer, and where old ones move to. */
  | { type: "addresses" };

export type PublicationListener = (event: PublicationEvent) => void;

export class PublicationEvents {
  private readonly listeners = new Set<PublicationListener>();

  /** Calls `listener` on every change announced from now on, synchronously; returns how to stop. */
  subscribe(listener: PublicationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publicationChanged(businessId: string) {
    this.emit({ type: "publication", businessId });
  }

  openingChanged(businessId: string) {
    this.emit({ type: "opening", businessId });
  }

  serviceChanged(businessId: string) {
    this.emit({ type: "service", businessId });
  }

  ratingsChanged(businessId: string) {
    this.emit({ type: "ratings", businessId });
  }

  addressesChanged() {
    this.emit({ type: "addresses" });
  }

  /** Announces an event heard from another instance (publication-relay.ts), as this instance's routes would. */
  announce(event: PublicationEvent) {
    this.emit(event);
  }

  private emit(event: PublicationEvent) {
    for (const listener of this.listeners) listener(event);
  }
}
