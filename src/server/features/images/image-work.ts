import sharp from "sharp";
import { IMAGE_JOBS_RUNNING, IMAGE_JOBS_WAITING } from "../../../shared/constants.ts";
import { IMAGE_MESSAGES } from "../../../shared/messages.ts";
import { HttpError } from "../../http/errors.ts";

// Issue 11 item 14: six large uploads at once held every libuv thread (sharp runs there, and so do file reads
// and @node-rs/argon2's password checks: measured, it waits for a free thread), so guests' images and logins
// stalled for seconds and memory doubled. One libvips thread per operation (sharp's default on glibc without
// jemalloc; set here for every platform) and no operation cache, so a decoded image is let go at once.
sharp.concurrency(1);
sharp.cache(false);

export interface ImageWorkLimits {
  running: number;
  waiting: number;
}

/**
 * Runs image jobs a few at a time; more wait their turn in order, and past the waiting limit a job is refused
 * at once with 429. A job should run its sharp operations one after another, so it holds one libuv thread.
 */
export class ImageWorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limits: ImageWorkLimits = { running: IMAGE_JOBS_RUNNING, waiting: IMAGE_JOBS_WAITING },
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.running) {
      this.running++;
    } else {
      if (this.waiting.length >= this.limits.waiting)
        throw new HttpError(429, "IMAGES_BUSY", IMAGE_MESSAGES.busy);
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
