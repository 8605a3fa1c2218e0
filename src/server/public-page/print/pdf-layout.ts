// Where each block of a printed menu goes: columns filled top to bottom, then the next column, then the next
// page, the way a printed menu reads. Pure arithmetic on measured heights, so it is tested without a PDF.

export interface FlowBlock {
  height: number;
  /** A section's title stays with its first item: never alone at the foot of a column. */
  keepWithNext?: boolean;
}

export interface FlowFrame {
  /** Where the flow starts on its first page (below the header or the menu's title). */
  firstTop: number;
  /** Where it starts on the pages after. */
  top: number;
  bottom: number;
  columns: number;
}

export interface Placement {
  /** 0 for the flow's first page. */
  page: number;
  column: number;
  y: number;
}

export interface Flow {
  placements: Placement[];
  /** The flow's last page, and the lowest point any column reached on it. */
  lastPage: number;
  end: number;
}

/** Blocks glued by keepWithNext, as index ranges: a unit moves to the next column whole. */
function unitsOf(blocks: readonly FlowBlock[]): { start: number; end: number; height: number }[] {
  const units: { start: number; end: number; height: number }[] = [];
  let start = 0;
  let height = 0;
  blocks.forEach((block, index) => {
    height += block.height;
    if (block.keepWithNext && index < blocks.length - 1) return;
    units.push({ start, end: index + 1, height });
    start = index + 1;
    height = 0;
  });
  return units;
}

/** Greedy fill from `from` with columns `limit` tall; the number of columns used and each unit's spot. */
function fill(
  units: readonly { height: number }[],
  options: { tops: (page: number) => number; bottom: (top: number) => number; columns: number },
): { page: number; column: number; y: number }[] {
  const spots: { page: number; column: number; y: number }[] = [];
  let page = 0;
  let column = 0;
  let y = options.tops(0);
  for (const unit of units) {
    const top = options.tops(page);
    // A unit taller than a whole column still goes somewhere: at the top of one.
    if (y + unit.height > options.bottom(top) && y > top) {
      column++;
      if (column === options.columns) {
        page++;
        column = 0;
      }
      y = options.tops(page);
    }
    spots.push({ page, column, y });
    y += unit.height;
  }
  return spots;
}

/**
 * Places blocks in columns over as many pages as they need, then evens out the columns of the last page so a
 * short menu reads across both rather than down one.
 */
export function flowBlocks(blocks: readonly FlowBlock[], frame: FlowFrame): Flow {
  if (blocks.length === 0) return { placements: [], lastPage: 0, end: frame.firstTop };
  const units = unitsOf(blocks);
  const tops = (page: number) => (page === 0 ? frame.firstTop : frame.top);
  const spots = fill(units, { tops, bottom: () => frame.bottom, columns: frame.columns });
  const lastPage = spots[spots.length - 1]?.page ?? 0;
  const firstOnLast = spots.findIndex((spot) => spot.page === lastPage);
  const tail = units.slice(firstOnLast);
  const top = tops(lastPage);
  // The shortest column height that still fits the last page's units in its columns.
  const fits = (limit: number) =>
    fill(tail, { tops: () => top, bottom: () => top + limit, columns: frame.columns }).every(
      (spot) => spot.page === 0,
    );
  // fits(high) holds throughout (the greedy fill found it), fits(low) does not, until they meet.
  let low = Math.max(0, ...tail.map((unit) => unit.height));
  let high = frame.bottom - top;
  if (low >= high || fits(low)) high = Math.min(high, low);
  for (let step = 0; step < 24 && high - low > 0.5; step++) {
    const middle = (low + high) / 2;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  const balanced = fill(tail, { tops: () => top, bottom: () => top + high, columns: frame.columns }).map(
    (spot) => ({ ...spot, page: lastPage }),
  );
  const unitSpots = [...spots.slice(0, firstOnLast), ...balanced];

  const placements: Placement[] = [];
  let end = top;
  units.forEach((unit, index) => {
    const spot = unitSpots[index] ?? { page: 0, column: 0, y: frame.firstTop };
    let y = spot.y;
    for (let block = unit.start; block < unit.end; block++) {
      placements.push({ page: spot.page, column: spot.column, y });
      y += blocks[block]?.height ?? 0;
    }
    if (spot.page === lastPage) end = Math.max(end, y);
  });
  return { placements, lastPage, end };
}
