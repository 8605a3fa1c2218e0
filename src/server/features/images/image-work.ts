import { IMAGE_JOBS_RUNNING, IMAGE_JOBS_WAITING } from "../../../shared/common/constants.ts";
import { IMAGE_MESSAGES } from "../../../shared/common/messages.ts";
import { HttpError } from "../../http/errors.ts";
import { type TurnLimits, TurnQueue } from "../../http/turn-queue.ts";

// Six large uploads at once held every libuv thread (sharp runs there, and so do file reads
// and @node-rs/argon2's password checks: measured, it waits for a free thread), so guests' images and logins
// stalled for seconds and memory doubled. sharp runs one libvips thread per operation with no cache (set where it
// is loaded, lib/on-demand.ts), and jobs run a few at a time here.

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
