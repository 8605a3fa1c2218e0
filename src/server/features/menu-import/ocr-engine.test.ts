import { afterAll, describe, expect, it } from "vitest";
import { renderMenuImage, renderMenuOnTable, SAMPLE_MENU } from "../../../../tests/helpers/menu-image.ts";
import { generousReadingLimits } from "../../../../tests/helpers/reading-limits.ts";
import { scaled } from "../../../../tests/helpers/slowness.ts";
import { childrenAtNice } from "../../../../tests/helpers/threads.ts";
import { IMPORT_BUSY } from "./import-queue.ts";
import { linesToDraft } from "./menu-lines.ts";
import { OcrEngine, type OcrLimits, SLOW_PHOTO, UNREADABLE_PHOTO } from "./ocr-engine.ts";

// One tesseract process reads one photo at a time; a few wait, more are refused, and a reading
// past its time limit ends the process so the next photo gets a fresh one.

const engines: OcrEngine[] = [];
afterAll(() => {
  for (const engine of engines) engine.close();
});
// The product reads at the lowest CPU priority (the API tests check it); a busy CI machine would starve such a
// reader for minutes, past any time limit. These read just below normal priority, a nice value nothing else here
// has, so the tests can still tell their readers' processes apart, and with the tests' generous time limits.
const READING_NICE = 1;
const readers = () => childrenAtNice(READING_NICE);
const makeEngine = (limits: OcrLimits = { ...generousReadingLimits(READING_NICE).ocr }) => {
  const engine = new OcrEngine(limits);
  engines.push(engine);
  return engine;
};

describe("OcrEngine", { timeout: scaled(120_000) }, () => {
  it("reads one photo at a time, four wait their turn, and the next is told 429 IMPORT_BUSY before any decoding", async () => {
    const engine = makeEngine({ ...generousReadingLimits(READING_NICE).ocr, waiting: 4 });
    // Not an image at all: a photo that got its turn says so; the one refused never reached sharp.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const readings = Array.from({ length: 6 }, () => engine.readImage(broken));
    expect(engine.size).toEqual({ running: 1, waiting: 4 });
    await expect(readings[5]).rejects.toMatchObject({
      status: 429,
      code: "IMPORT_BUSY",
      message: IMPORT_BUSY,
    });
    for (const reading of readings.slice(0, 5)) {
      await expect(reading).rejects.toMatchObject({ status: 400, message: UNREADABLE_PHOTO });
    }
    expect(engine.size).toEqual({ running: 0, waiting: 0 });
  });

  it("ends a reading past its time limit with a clear 400, and reads the next photo with a new process", async () => {
    const limits = generousReadingLimits(READING_NICE).ocr;
    const generousLimit = limits.timeLimitMs;
    const engine = makeEngine(limits);
    const before = readers();
    await engine.warmUp();
    const [firstProcess] = readers().filter((id) => !before.includes(id));
    expect(firstProcess).toBeDefined();
    const photo = await renderMenuImage("jpeg");
    limits.timeLimitMs = 5; // far below any reading, on any machine
    await expect(engine.readImage(photo)).rejects.toMatchObject({
      status: 400,
      code: "UNREADABLE_FILE",
      message: SLOW_PHOTO,
    });
    limits.timeLimitMs = generousLimit;
    const { lines } = await engine.readImage(photo);
    expect(lines.map((line) => line.text)).toContainEqual(expect.stringMatching(/^Beef Burger/));
    // The stuck reader's process was ended, and a new one (at the same priority) read the photo.
    const after = readers().filter((id) => !before.includes(id));
    expect(after).not.toContain(firstProcess);
    expect(after).toHaveLength(1);
  });

  it("ends its process once a photo is read, keeps it a while after a warm-up, and reads the next photo with a new one", async () => {
    const limits = { ...generousReadingLimits(READING_NICE).ocr, idleMs: 60_000 };
    const engine = makeEngine(limits);
    const before = readers();
    const ours = () => readers().filter((id) => !before.includes(id));
    const photo = await renderMenuImage("jpeg");
    const reading = engine.readImage(photo);
    await expect.poll(ours, { timeout: scaled(20_000), interval: 20 }).toHaveLength(1);
    const [firstProcess] = ours();
    await reading;
    // Nothing waits and no owner has opened the import page since: the process is ended with the reading.
    expect(engine.isRunning).toBe(false);
    await expect.poll(ours, { timeout: scaled(20_000), interval: 50 }).toEqual([]);
    // A warm-up (the import page opened) keeps the process for a minute, through the reading it was for...
    await engine.warmUp();
    const [warmProcess] = ours();
    expect(warmProcess).toBeDefined();
    expect(warmProcess).not.toBe(firstProcess);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(ours()).toEqual([warmProcess]);
    await engine.readImage(photo);
    expect(engine.isRunning).toBe(false);
    // ...and a warm-up asked during a reading, for another owner's file, outlives that reading.
    const read = engine.readImage(photo);
    await expect.poll(() => engine.isRunning, { timeout: scaled(20_000), interval: 20 }).toBe(true);
    await engine.warmUp();
    const { lines } = await read;
    expect(lines.map((line) => line.text)).toContainEqual(expect.stringMatching(/^Beef Burger/));
    expect(engine.isRunning).toBe(true);
    // A minute would be the same wait, longer: a warm-up starts it over with the limit it finds.
    limits.idleMs = 50;
    await engine.warmUp();
    await expect.poll(ours, { timeout: scaled(20_000), interval: 50 }).toEqual([]);
    expect(engine.isRunning).toBe(false);
  });

  it("reads a scanned PDF's pages in one turn: a photo sent meanwhile waits for the last page", async () => {
    const engine = makeEngine();
    const photo = await renderMenuImage("jpeg");
    const finished: string[] = [];
    const pdfPages = engine.readImages([photo, photo]).then((pages) => {
      finished.push("pdf");
      return pages;
    });
    const other = engine.readImage(photo).then((page) => {
      finished.push("photo");
      return page;
    });
    expect(engine.size).toEqual({ running: 1, waiting: 1 });
    const [pages] = await Promise.all([pdfPages, other]);
    expect(finished).toEqual(["pdf", "photo"]);
    expect(pages).toHaveLength(2);
    for (const page of pages)
      expect(page.lines.map((line) => line.text)).toContainEqual(expect.stringMatching(/^Beef Burger/));
  });

  // A page drawn crisply at a phone's resolution and lying on a table lost its price column in
  // tesseract's automatic layout analysis (0 of 8 dishes); read as one block, its rows keep their prices.
  it.each([
    { table: "#2b2320", degrees: 0, case: "a dark table" },
    { table: "#7a6a58", degrees: 1.5, case: "a brown table, turned 1.5°" },
  ])(
    "reads a crisp phone-resolution photo of the menu on $case: at least 7 of 8 dishes with prices",
    async ({ table, degrees }) => {
      const engine = makeEngine();
      const photo = await renderMenuOnTable({ table, degrees });
      const { lines } = await engine.readImage(photo);
      const draft = linesToDraft(lines.map((line) => ({ ...line, page: 1 })));
      const items = draft.nodes.flatMap((group) => group.nodes);
      const found = SAMPLE_MENU.flatMap((section) => section.items).filter((dish) =>
        items.some((item) => item.name === dish.name && item.prices[0] === Number(dish.price)),
      );
      expect(found.length, JSON.stringify(lines.map((line) => line.text))).toBeGreaterThanOrEqual(7);
    },
  );
});
