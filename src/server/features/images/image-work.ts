import sharp from "sharp";
import { IMAGE_JOBS_RUNNING, IMAGE_JOBS_WAITING } from "../../../shared/common/constants.ts";
import { IMAGE_MESSAGES } from "../../../shared/common/messages.ts";
import { HttpError } from "../../http/errors.ts";
import { type TurnLimits, TurnQueue } from "../../http/turn-queue.ts";

// Six large uploads at once held every libuv thread (sharp runs there, and so do file reads
// and @node-rs/argon2's password checks: measured, it waits for a free thread), so guests' images and logins
// stalled for seconds and memory doubled. One libvips thread per operation (sharp's default on glibc without
// jemalloc; set here for every platform) and no operation cache, so a decoded image is let go at once.
sharp.concurrency(1);
sharp.cache(false);

export type ImageWorkLimits = TurnLimits;

/**
 * Runs image jobs a few at a time, then 429 IMAGES_BUSY (http/turn-queue.ts). A job should run its sharp operations
 * one after another, so it holds one libuv thread.
 */
export class ImageWorkQueue extends TurnQueue {
  constructor(limits: ImageWorkLimits = { running: IMAGE_JOBS_RUNNING, waiting: IMAGE_JOBS_WAITING }) {
    super(limits, () => new HttpError(429, "IMAGES_BUSY", IMAGE_MESSAGES.busy));
  }
}
