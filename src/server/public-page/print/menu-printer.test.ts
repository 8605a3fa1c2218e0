import { afterEach, describe, expect, it } from "vitest";
import { guestViewOfSnapshot } from "../../../shared/guest-page/guest-view.ts";
import { MenuNodesSchema } from "../../../shared/menus/menu.ts";
import type { PublishedSnapshot } from "../../../shared/publishing/public-page.ts";
import { MenuPrinter } from "./menu-printer.ts";

// The printable menu's process, as the PDF route uses it: a real child process laying out a real menu.

const snapshot = {
  business: { id: "b", url: "bistro", customUrl: null, orderingEnabled: false, config: {} },
  location: {
    name: "Bistro Ω",
    address: "1 Main St",
    address2: "",
    city: "Austin",
    state: "TX",
    zip: "73301",
  },
  menus: [
    {
      id: "m",
      name: "Dinner",
      details: "",
      sequence: 1,
      nodes: MenuNodesSchema.parse([
        {
          id: "g",
          type: 0,
          name: "Mains",
          description: "",
          available: true,
          nodes: [{ id: "i", type: 1, name: "Pierogi z kapustą", description: "", prices: [24], sizes: [] }],
        },
      ]),
    },
  ],
  publishedAt: "2026-11-27T10:00:00.000Z",
} as unknown as PublishedSnapshot;

const input = () => ({
  guest: guestViewOfSnapshot(snapshot, { view: "o", now: new Date("2026-11-27T12:00:00Z") }),
  paper: "a4" as const,
  logo: null,
  iconImages: new Map<string, Buffer>(),
  link: "menu.test/m/bistro",
  publishedAt: new Date(snapshot.publishedAt),
});

const waitFor = async (condition: () => boolean) => {
  for (const started = Date.now(); !condition(); ) {
    if (Date.now() - started > 10_000) throw new Error("waited 10 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

let printer: MenuPrinter;
afterEach(() => printer.close());

describe("the menu printer's process", () => {
  it("makes the PDF, the same bytes each time, and ends once idle; the next PDF starts it again", async () => {
    printer = new MenuPrinter({ idleMs: 300, timeLimitMs: 30_000, memoryLimitMb: 256 });
    const [first, second] = await Promise.all([printer.print(input()), printer.print(input())]);
    expect(first.subarray(0, 5).toString()).toBe("%PDF-");
    expect(first.equals(second)).toBe(true);
    expect(printer.isRunning).toBe(true);
    await waitFor(() => !printer.isRunning);
    const again = await printer.print(input());
    expect(again.equals(first)).toBe(true);
  });

  it("fails a PDF it cannot make without ending, and one past the time limit by ending the process", async () => {
    printer = new MenuPrinter({ idleMs: 60_000, timeLimitMs: 30_000, memoryLimitMb: 256 });
    await expect(printer.print({ ...input(), guest: null } as never)).rejects.toThrow(
      "The printable menu could not be made",
    );
    expect(printer.isRunning).toBe(true);
    const slow = new MenuPrinter({ idleMs: 60_000, timeLimitMs: 1, memoryLimitMb: 256 });
    try {
      await expect(slow.print(input())).rejects.toThrow("took too long");
      expect(slow.isRunning).toBe(false);
    } finally {
      slow.close();
    }
    expect((await printer.print(input())).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
