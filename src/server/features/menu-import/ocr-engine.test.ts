import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { renderMenuImage } from "../../../../tests/helpers/menu-image.ts";
import { lowPriorityThreads } from "../../../../tests/helpers/threads.ts";
import { IMPORT_BUSY } from "./import-queue.ts";
import { OCR_LIMITS, OcrEngine, prepareImage, SLOW_PHOTO } from "./ocr-engine.ts";

// Issue 18 item 2: one tesseract worker reads one photo at a time; a few wait, more are refused, and a reading
// past its time limit ends the worker so the next photo gets a fresh one.

const engines: OcrEngine[] = [];
afterAll(() => Promise.all(engines.map((engine) => engine.close())));
const makeEngine = (limits = { ...OCR_LIMITS }) => {
  const engine = new OcrEngine(limits);
  engines.push(engine);
  return engine;
};

describe("OcrEngine", () => {
  it("reads one photo at a time, four wait their turn, and the next is told 429 IMPORT_BUSY", async () => {
    const engine = makeEngine({ ...OCR_LIMITS, waiting: 4 });
    const blank = await sharp({
      create: { width: 120, height: 60, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    const readings = Array.from({ length: 6 }, () => engine.recognize(blank));
    expect(engine.size).toEqual({ running: 1, waiting: 4 });
    await expect(readings[5]).rejects.toMatchObject({
      status: 429,
      code: "IMPORT_BUSY",
      message: IMPORT_BUSY,
    });
    for (const reading of readings.slice(0, 5)) expect(await reading).toEqual([]);
    expect(engine.size).toEqual({ running: 0, waiting: 0 });
  });

  it("ends a reading past its time limit with a clear 400, and reads the next photo with a new worker", async () => {
    const limits = { ...OCR_LIMITS };
    const engine = makeEngine(limits);
    const before = lowPriorityThreads();
    await engine.warmUp();
    const [firstThread] = lowPriorityThreads().filter((id) => !before.includes(id));
    expect(firstThread).toBeDefined();
    const photo = await prepareImage(await renderMenuImage("jpeg"));
    limits.timeLimitMs = 200;
    await expect(engine.recognize(photo.png)).rejects.toMatchObject({
      status: 400,
      code: "UNREADABLE_FILE",
      message: SLOW_PHOTO,
    });
    limits.timeLimitMs = OCR_LIMITS.timeLimitMs;
    const lines = await engine.recognize(photo.png);
    expect(lines.map((line) => line.text)).toContainEqual(expect.stringMatching(/^Beef Burger/));
    // The stuck worker's thread was ended, and a new one (at the lowest priority too) read the photo.
    const after = lowPriorityThreads().filter((id) => !before.includes(id));
    expect(after).not.toContain(firstThread);
    expect(after).toHaveLength(1);
  });
});
