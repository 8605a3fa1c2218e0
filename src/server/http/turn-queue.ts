import type { HttpError } from "./errors.ts";

export interface TurnLimits {
  /** Jobs at once. */
  running: number;
  /** Jobs waiting their turn beyond those running; past this the job is refused at once. */
  waiting: number;
}

/**
 * Runs heavy jobs (image work, menu photos and PDFs) a few at a time; more wait their turn in order, and past the
 * waiting limit a job is refused at once with the caller's 429, before it costs anything.
 */
export class TurnQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limits: TurnLimits,
    private readonly busy: () => HttpError,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.running) {
      this.running++;
    } else {
      if (this.waiting.length >= this.limits.waiting) throw this.busy();
      // The job that finishes hands its place over, so `running` already counts this one.
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

  /** Jobs running and waiting, for tests and logs. */
  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
