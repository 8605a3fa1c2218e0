import { Lru } from "../../lib/lru.ts";

// How often a printer's address answers. A printer polls every few seconds (CloudPRNT's default is 5), and its
// firmware takes a 429 as "ask again later"; without a bound, a few clients polling flat out took the one thread
// and the database from the guests. Each printer is answered once a second for each step of the protocol (poll,
// fetch, confirm), so a ticket still prints within one poll; an address sending unknown keys, which cost nothing
// to refuse, is still stopped after a few, so secrets cannot be guessed at speed.

export interface PrinterPollLimits {
  /** A printer's poll (and its fetch, and its confirm) answered at most once in this time. */
  intervalMs: number;
  /** Unknown keys an address may send per window before it is answered 429. */
  unknownKeysPerAddress: number;
  windowMs: number;
}

export const DEFAULT_PRINTER_POLL_LIMITS: PrinterPollLimits = {
  intervalMs: 1000,
  unknownKeysPerAddress: 10,
  windowMs: 60_000,
};

/** Addresses whose unknown keys are counted at once; the oldest are dropped past it. */
const ADDRESSES_MAX = 10_000;
/** Printers' steps remembered; one removed on another instance is dropped once it is the oldest. */
const STEPS_MAX = 100_000;

export class PollLimits {
  /** When each printer's step (`POST id`, `GET id`, `DELETE id`) was last answered. */
  private readonly lastAnswered = new Lru<number>(STEPS_MAX);
  private readonly unknownKeys = new Lru<{ count: number; resetsAt: number }>(ADDRESSES_MAX);

  constructor(private readonly limits: PrinterPollLimits = DEFAULT_PRINTER_POLL_LIMITS) {}

  /** 0 when the printer's step may be answered now (and it is counted), else the milliseconds until it may. */
  printerWait(printerId: string, method: string, now: number): number {
    const key = `${method} ${printerId}`;
    const last = this.lastAnswered.peek(key);
    if (last !== undefined && now - last < this.limits.intervalMs)
      return this.limits.intervalMs - (now - last);
    this.lastAnswered.set(key, now);
    return 0;
  }

  /** Counts an unknown key from `address`: 0 while under the limit, else the milliseconds until the window ends. */
  unknownKeyWait(address: string, now: number): number {
    const current = this.unknownKeys.get(address);
    const counted =
      current && current.resetsAt > now
        ? { count: current.count + 1, resetsAt: current.resetsAt }
        : { count: 1, resetsAt: now + this.limits.windowMs };
    this.unknownKeys.set(address, counted);
    return counted.count > this.limits.unknownKeysPerAddress ? counted.resetsAt - now : 0;
  }

  /** A removed printer's steps, no longer kept. */
  forget(printerId: string) {
    for (const method of ["POST", "GET", "DELETE"]) this.lastAnswered.delete(`${method} ${printerId}`);
  }
}
