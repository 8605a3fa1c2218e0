import { HttpError } from "../../http/errors.ts";

// Issue 18 item 2: photos and PDFs are read a few at a time, each kind in its own queue. A short wait list
// keeps an owner's upload from waiting minutes behind others; past it the answer is 429 at once.

export const IMPORT_BUSY = "Many menus are being read right now. Please try again in a minute.";

export interface ImportQueueLimits {
  /** Readings at once. */
  running: number;
  /** Readings waiting their turn beyond those running; past this the answer is 429 IMPORT_BUSY. */
  waiting: number;
}

export class ImportQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: ImportQueueLimits) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.running) {
      this.running++;
    } else {
      if (this.waiting.length >= this.limits.waiting) throw new HttpError(429, "IMPORT_BUSY", IMPORT_BUSY);
      // The reading that finishes hands its place over, so `running` already counts this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Readings running and waiting, for tests and logs. */
  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
