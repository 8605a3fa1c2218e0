import {
  type ImportLine,
  type ImportWarning,
  type LineBox,
  type LineKind,
  readPrice,
} from "../../../shared/menu-import/menu-import.ts";
import { DESCRIPTION_MAX, type MenuGroup, type MenuItem, NAME_MAX } from "../../../shared/menus/menu.ts";
import { createGroup, createItem } from "../../../shared/menus/menu-tree.ts";

// The lines read from a printed menu (OCR or a PDF's text) become a draft: section headings,
// item names with the prices at the ends of their lines (with sizes), and descriptions under them.

export interface SourceLine {
  text: string;
  /** 0–100: how sure the reading was (a PDF's text layer is 100). */
  confidence: number;
  page: number;
  box: LineBox | null;
}

/** Below this the owner is told to check the line. */
export const LOW_CONFIDENCE = 60;

/** A price: at most three whole digits unless it has cents, so years ("Since 1998") are not read as prices. */
const PRICE = String.raw`(?:US\$|[$€£¥₹])?\s?(?:\d{1,3}(?:[.,]\d{1,2})?|\d{4}[.,]\d{2})(?:\s?€)?`;
const LABEL = String.raw`(?:([A-Za-z][A-Za-z.'"]{0,11})\s*:?\s*)?`;
/** One price at a line's end, maybe after a separator and a size label ("/ Large 14"). */
const PRICE_PART = String.raw`\s*(?:[/|,]\s*)?${LABEL}(${PRICE})(?=$|[\s/|,])`;
const PRICE_PART_PLAIN = PRICE_PART.replace(/\((?!\?)/g, "(?:");
/** A line's name, then one or more prices at its end (after a space or a bar), not followed by more text. */
const PRICED_LINE = new RegExp(String.raw`^(.*?[^\s/|,:])((?:\s|\s*[/|]\s*)(?:${PRICE_PART_PLAIN})+)$`);
const PRICE_PARTS = new RegExp(PRICE_PART, "g");
const PRICE_ONLY = new RegExp(`^(?:${PRICE_PART_PLAIN})+$`);

export interface PricedLine {
  name: string;
  sizes: string[];
  prices: number[];
}

/** Dot leaders, OCR's "S" for "$" before a price, and runs of spaces. */
function cleanLine(text: string): string {
  return text
    .replace(/\s*(?:[.·…_]\s?){2,}\s*/g, "  ")
    .replace(/\bS(?=\d{1,3}[.,]\d{2}\b)/g, "$")
    .replace(/[–—]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

function readParts(text: string): { sizes: string[]; prices: number[] } | null {
  const sizes: string[] = [];
  const prices: number[] = [];
  for (const match of text.matchAll(PRICE_PARTS)) {
    const reading = readPrice(match[2] ?? "");
    if (!reading) return null;
    sizes.push((match[1] ?? "").trim());
    prices.push(reading.price);
  }
  return prices.length > 0 ? { sizes, prices } : null;
}

/**
 * "Beef Burger 13.50" → name and price; "Pizza Small 9 / Large 14" → name, sizes and prices; "11.00" alone →
 * prices without a name; a line with no price at its end → null.
 */
export function readPricedLine(raw: string): PricedLine | null {
  const text = cleanLine(raw);
  if (PRICE_ONLY.test(text)) {
    // "11.00" or "Small 9 / Large 14" under the item's name; "Wine 8 / 30" is a name with its prices.
    const parts = readParts(text);
    const isUnlabelled = parts?.sizes.every((size) => size === "");
    const isAllLabelled = parts && parts.prices.length > 1 && parts.sizes.every((size) => size !== "");
    if (parts && (isUnlabelled || isAllLabelled)) {
      return {
        name: "",
        sizes: isUnlabelled && parts.prices.length === 1 ? [] : parts.sizes,
        prices: parts.prices,
      };
    }
  }
  const match = PRICED_LINE.exec(text);
  if (!match) return null;
  let name = (match[1] ?? "").trim();
  const parts = readParts(match[2] ?? "");
  if (!parts) return null;
  // One price: a word before it belongs to the name ("Beef Burger 13.50"), it is no size.
  if (parts.prices.length === 1) {
    if (parts.sizes[0]) name = `${name} ${parts.sizes[0]}`;
    return { name: name.replace(/[\s:–—-]+$/, ""), sizes: [], prices: parts.prices };
  }
  return { name: name.replace(/[\s:–—-]+$/, ""), ...parts };
}

const letters = (text: string) => text.replace(/[^\p{L}]/gu, "");
const isAllCaps = (text: string) => {
  const only = letters(text);
  return only.length >= 3 && only === only.toUpperCase() && only !== only.toLowerCase();
};
const SMALL_WORDS = new Set(["and", "or", "of", "the", "a", "an", "with", "&", "de", "la", "le", "du", "al"]);
const isTitleCase = (text: string) =>
  text
    .split(/\s+/)
    .filter((word) => letters(word) !== "")
    .every((word) => SMALL_WORDS.has(word.toLowerCase()) || /^\p{Lu}/u.test(letters(word)));
const wordCount = (text: string) => text.split(/\s+/).filter((word) => letters(word) !== "").length;

/** A line that reads as a section heading: capitals ("STARTERS"), or a short title with nothing after it. */
export function isHeadingLine(text: string): boolean {
  const clean = cleanLine(text);
  if (letters(clean).length < 3 || wordCount(clean) > 6 || /[.,;]$/.test(clean)) return false;
  if (isAllCaps(clean)) return true;
  return wordCount(clean) <= 4 && isTitleCase(clean);
}

/** A line that continues a description: starts in lower case, runs long, or ends a sentence. */
const readsAsDescription = (text: string) =>
  /^[\p{Ll}(,&+]/u.test(text) || wordCount(text) > 6 || /[.,;)]$/.test(text) || text.includes(", ");

/** Lines with nothing to read: rules, page numbers, stray marks. */
const isNoise = (text: string) => letters(text).length === 0 && !/\d/.test(text);

export interface LinesDraft {
  nodes: MenuGroup[];
  lines: ImportLine[];
  warnings: ImportWarning[];
  /** The menu's own heading above its first dish, when it has one. */
  title?: string;
}

/**
 * A rule or a row of marks ("~ ~ ~", "———"): it closes the dish above, as a blank space would. Three marks at
 * least, so a stray speck the OCR read between a dish and its description does not.
 */
const isSeparator = (raw: string) => isNoise(raw) && raw.replace(/\s/g, "").length >= 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Far below the line before it (more than twice a usual line's height of empty space): a footer or a note set
 * apart ("Thank you, y'all come back now"), not the dish above's description.
 */
function isSetApart(line: SourceLine, before: SourceLine | null, lineHeight: number): boolean {
  if (!line.box || !before?.box || before.page !== line.page || lineHeight <= 0) return false;
  return line.box.y - (before.box.y + before.box.height) > 2 * lineHeight;
}

/**
 * The menu's own heading: of the lines before the first dish that read as headings and became no group, the
 * one printed largest (the first when they have no size), e.g. "LONE STAR BRUNCH" over its address.
 */
function findTitle(source: readonly SourceLine[], lines: readonly ImportLine[]): string | undefined {
  let best: { text: string; height: number } | null = null;
  for (const [index, line] of lines.entries()) {
    if (line.kind === "item" || line.kind === "price") break;
    const text = cleanLine(source[index]?.text ?? "");
    if (line.kind !== "other" || !isHeadingLine(text)) continue;
    const height = line.box?.height ?? 0;
    if (!best || height > best.height) best = { text, height };
  }
  return best ? best.text.slice(0, NAME_MAX) : undefined;
}

function joinDescription(before: string, line: string): string {
  if (before === "") return line;
  // A word broken across lines with a hyphen is joined back.
  if (/\p{L}-$/u.test(before) && /^\p{Ll}/u.test(line)) return `${before.slice(0, -1)}${line}`;
  return `${before} ${line}`;
}

export function linesToDraft(source: readonly SourceLine[]): LinesDraft {
  const nodes: MenuGroup[] = [];
  const warnings: ImportWarning[] = [];
  const lines: ImportLine[] = source.map((line) => ({
    text: line.text,
    confidence: Math.round(Math.max(0, Math.min(100, line.confidence))),
    kind: "other",
    nodeId: null,
    page: line.page,
    box: line.box,
  }));
  let group: MenuGroup | null = null;
  let item: MenuItem | null = null;
  /** Set while lines run under the current item: its descriptions follow it. */
  let isUnderItem = false;
  const lineHeight = median(source.flatMap((line) => (line.box ? [line.box.height] : [])));
  let before: SourceLine | null = null;

  const currentGroup = () => {
    if (!group) {
      group = createGroup();
      nodes.push(group);
    }
    return group;
  };
  const mark = (index: number, kind: LineKind, nodeId: string | null) => {
    const line = lines[index];
    if (line) Object.assign(line, { kind, nodeId });
  };
  const addItem = (name: string, sizes: string[], prices: (number | null)[]) => {
    item = createItem({
      name: name.slice(0, NAME_MAX),
      sizes: sizes.length > 1 ? sizes.map((size) => size.slice(0, 60)) : [],
      prices: sizes.length > 1 ? prices : [prices[0] ?? null],
    });
    currentGroup().nodes.push(item);
    isUnderItem = true;
    return item;
  };

  const addGroup = (index: number, name: string) => {
    group = createGroup({ name: name.slice(0, NAME_MAX) });
    nodes.push(group);
    item = null;
    isUnderItem = false;
    mark(index, "heading", group.id);
  };

  for (let index = 0; index < source.length; index++) {
    const raw = source[index];
    const text = cleanLine(raw?.text ?? "");
    if (raw && isSeparator(raw.text)) isUnderItem = false;
    if (text === "" || isNoise(text) || !raw) continue;
    if (isSetApart(raw, before, lineHeight)) isUnderItem = false;
    before = raw;
    const line = lines[index];
    if (line && line.confidence < LOW_CONFIDENCE) {
      warnings.push({
        line: index,
        message: `"${text}" was hard to read (${line.confidence}% sure). Please check it.`,
      });
    }
    const priced = readPricedLine(text);

    if (priced && priced.name === "") {
      // A price on its own line: the item named on the line above, when it has none yet.
      const open = item as MenuItem | null;
      if (open && isUnderItem && open.prices.every((price) => price === null)) {
        const hasSizes = priced.prices.length > 1;
        open.sizes = hasSizes ? priced.sizes : [];
        open.prices = hasSizes ? priced.prices : [priced.prices[0] ?? null];
        mark(index, "price", open.id);
      } else {
        warnings.push({
          line: index,
          message: `The price "${text}" has no item beside it; it was left out.`,
        });
      }
      continue;
    }
    if (priced) {
      const made = addItem(priced.name, priced.sizes, priced.prices);
      mark(index, "item", made.id);
      if (priced.prices.length > 1 && priced.sizes.some((size) => size === "")) {
        warnings.push({ line: index, message: `"${priced.name}" has several prices without size names.` });
      }
      continue;
    }

    const next = source.slice(index + 1).find((each) => cleanLine(each.text) !== "");
    const nextPriced = next ? readPricedLine(next.text) : null;
    if (nextPriced && nextPriced.name === "" && !isAllCaps(text)) {
      mark(index, "item", addItem(text, [], [null]).id);
      continue;
    }
    const open = item as MenuItem | null;
    const continues = isUnderItem && open !== null;
    if (isAllCaps(text) && wordCount(text) <= 6) {
      addGroup(index, text);
      continue;
    }
    if (continues && open && (readsAsDescription(text) || !isHeadingLine(text))) {
      open.description = joinDescription(open.description, text).slice(0, DESCRIPTION_MAX);
      mark(index, "description", open.id);
      continue;
    }
    if (isHeadingLine(text)) {
      addGroup(index, text);
      continue;
    }
    // Text before the first item that is no heading: the restaurant's name, address, opening hours.
    mark(index, "other", null);
  }
  // A "heading" with no item under it was a title, an address or a slogan: it stays out of the draft.
  const kept = nodes.filter((each) => each.nodes.length > 0);
  const keptIds = new Set(kept.map((each) => each.id));
  for (const line of lines) {
    if (line.kind === "heading" && line.nodeId && !keptIds.has(line.nodeId))
      Object.assign(line, { kind: "other", nodeId: null });
  }
  const title = findTitle(source, lines);
  return title === undefined ? { nodes: kept, lines, warnings } : { nodes: kept, lines, warnings, title };
}
