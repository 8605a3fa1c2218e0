import { describe, expect, it } from "vitest";
import { flowBlocks } from "./pdf-layout.ts";

const frame = { firstTop: 200, top: 50, bottom: 500, columns: 2 };
const blocks = (heights: number[]) => heights.map((height) => ({ height }));

describe("flowBlocks", () => {
  it("fills a column, then the next, then a new page starting at its top", () => {
    // First page: 300 points a column; later pages 450.
    const flow = flowBlocks(blocks([100, 100, 100, 100, 100, 100, 100, 100]), frame);
    expect(flow.placements.slice(0, 6)).toEqual([
      { page: 0, column: 0, y: 200 },
      { page: 0, column: 0, y: 300 },
      { page: 0, column: 0, y: 400 },
      { page: 0, column: 1, y: 200 },
      { page: 0, column: 1, y: 300 },
      { page: 0, column: 1, y: 400 },
    ]);
    // The last page's two blocks are balanced: one a column.
    expect(flow.placements.slice(6)).toEqual([
      { page: 1, column: 0, y: 50 },
      { page: 1, column: 1, y: 50 },
    ]);
    expect(flow).toMatchObject({ lastPage: 1, end: 150 });
  });

  it("balances a short menu across both columns instead of one", () => {
    const flow = flowBlocks(blocks([40, 40, 40, 40]), frame);
    expect(flow.placements.map((spot) => spot.column)).toEqual([0, 0, 1, 1]);
    expect(flow.end).toBe(280);
  });

  it("never leaves a section's title alone at the foot of a column", () => {
    const flow = flowBlocks([{ height: 260 }, { height: 30, keepWithNext: true }, { height: 40 }], frame);
    expect(flow.placements[1]).toEqual({ page: 0, column: 1, y: 200 });
    expect(flow.placements[2]).toEqual({ page: 0, column: 1, y: 230 });
  });

  it("places a block taller than a column at the top of one rather than losing it", () => {
    const flow = flowBlocks(blocks([50, 900, 50]), frame);
    expect(flow.placements).toEqual([
      { page: 0, column: 0, y: 200 },
      { page: 0, column: 1, y: 200 },
      { page: 1, column: 0, y: 50 },
    ]);
  });

  it("flows nothing when there is nothing", () => {
    expect(flowBlocks([], frame)).toEqual({ placements: [], lastPage: 0, end: 200 });
  });
});
