import { HttpError } from "../../http/errors.ts";
import { type TurnLimits, TurnQueue } from "../../http/turn-queue.ts";

// Photos and PDFs are read a few at a time, each kind in its own queue. A short wait list
// keeps an owner's upload from waiting minutes behind others; past it the answer is 429 at once.

export const IMPORT_BUSY = "Many menus are being read right now. Please try again in a minute.";

export type ImportQueueLimits = TurnLimits;

/** Readings a few at a time, then 429 IMPORT_BUSY (http/turn-queue.ts). */
export class ImportQueue extends TurnQueue {
  constructor(limits: ImportQueueLimits) {
    super(limits, () => new HttpError(429, "IMPORT_BUSY", IMPORT_BUSY));
  }
}
