import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "../../../shared/common/messages.ts";
import { ImageWorkQueue } from "./image-work.ts";

/** A job that ends when the test says so. */
function heldJob(name: string, log: string[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    job: async () => {
      log.push(`start ${name}`);
      await released;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the image-work queue", () => {
  it("runs as many jobs as allowed, the rest in order, and refuses past the waiting limit", async () => {
    const queue = new ImageWorkQueue({ running: 2, waiting: 2 });
    const log: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((name) => heldJob(name, log));
    const results = jobs.map(({ job }) => queue.run(job));
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });

    await expect(queue.run(async () => "e")).rejects.toMatchObject({
      status: 429,
      code: "IMAGES_BUSY",
      message: IMAGE_MESSAGES.busy,
    });

    jobs[1]?.release();
    await tick();
    expect(log).toEqual(["start a", "start b", "end b", "start c"]);
    for (const { release } of jobs) release();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("hands the place on when a job fails", async () => {
    const queue = new ImageWorkQueue({ running: 1, waiting: 1 });
    const failing = queue.run(async () => {
      await tick();
      throw new Error("bad image");
    });
    const next = queue.run(async () => "next");
    await expect(failing).rejects.toThrow("bad image");
    expect(await next).toBe("next");
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => "again")).toBe("again");
  });
});
