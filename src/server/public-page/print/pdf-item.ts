import type { GuestItem } from "../../../shared/guest-page/guest-view.ts";
import { fill, type GuestWords } from "../../../shared/guest-page/guest-words.ts";
import type { FontRole } from "./pdf-fonts.ts";
import { drawIcon, drawnIcons, ICON, type Sheet, SIZE } from "./pdf-sheet.ts";

// One item of the printable menu: its name, icons and price on the first line, the rest below, measured for the
// layout and drawn by the same description.

/** The text blocks of one item, measured and drawn by the same description. */
interface Line {
  role: FontRole;
  size: number;
  color: "text" | "muted";
  text: string;
  gapBefore: number;
}

export function itemLines(item: GuestItem, words: GuestWords): Line[] {
  const lines: Line[] = [];
  if (item.hasSizes && item.prices.length > 0) {
    const text = item.prices.map((price) => `${price.size} ${price.text}`.trim()).join("  ·  ");
    lines.push({ role: "regular", size: SIZE.sizes, color: "text", text, gapBefore: 1.5 });
  }
  if (item.description)
    lines.push({
      role: "regular",
      size: SIZE.description,
      color: "muted",
      text: item.description,
      gapBefore: 2,
    });
  if (item.cookTime)
    lines.push({
      role: "italic",
      size: SIZE.small,
      color: "muted",
      text: fill(words.readyIn, { time: item.cookTime }),
      gapBefore: 1.5,
    });
  for (const modifier of item.modifiers) {
    const entries = modifier.entries
      .map((entry) => (entry.price ? `${entry.name} +${entry.price}` : entry.name))
      .join(", ");
    lines.push({
      role: "regular",
      size: SIZE.small,
      color: "muted",
      text: `${modifier.name}: ${entries}`,
      gapBefore: 1.5,
    });
  }
  if (item.extras)
    lines.push({ role: "italic", size: SIZE.small, color: "muted", text: item.extras, gapBefore: 1.5 });
  return lines;
}

type ItemMeasure = ReturnType<typeof measureItemOnce>;

/** The item's measures in the sheet's current column, made once. */
export function measureItem(sheet: Sheet, item: GuestItem): ItemMeasure {
  let found = sheet.measured.get(item) as ItemMeasure | undefined;
  if (!found) {
    found = measureItemOnce(sheet, item);
    sheet.measured.set(item, found);
  }
  return found;
}

function measureItemOnce(sheet: Sheet, item: GuestItem) {
  const { widthOf, heightOf, columnWidth, guest } = sheet;
  const [single] = item.hasSizes ? [] : item.prices;
  const priceWidth = single ? widthOf("bold", SIZE.item, single.text) : 0;
  const nameWidth = columnWidth - (priceWidth ? priceWidth + 10 : 0);
  const name = item.name;
  const nameHeight = heightOf("bold", SIZE.item, name, nameWidth);
  const oneLine = nameHeight < SIZE.item * 1.9;
  const icons = drawnIcons(sheet, item.icons);
  const iconsWidth = icons.length * (ICON + 2.5);
  const nameTextWidth = widthOf("bold", SIZE.item, name);
  const iconsInline = oneLine && nameTextWidth + 5 + iconsWidth <= nameWidth;
  const lines = itemLines(item, guest.words);
  let height = nameHeight + (icons.length > 0 && !iconsInline ? ICON + 3 : 0);
  for (const line of lines) height += line.gapBefore + heightOf(line.role, line.size, line.text, columnWidth);
  return {
    single,
    priceWidth,
    nameWidth,
    nameHeight,
    oneLine,
    icons,
    iconsInline,
    nameTextWidth,
    lines,
    height,
  };
}

export function drawItem(sheet: Sheet, item: GuestItem, x: number, y: number) {
  const { doc, write, heightOf, palette, columnWidth, mirror, colorOf } = sheet;
  const m = measureItem(sheet, item);
  // Laid out left to right, each box mirrored within the column for a right-to-left menu.
  const at = (boxX: number, boxWidth: number) => mirror(boxX, boxWidth, x, columnWidth);
  write("bold", SIZE.item, palette.text, item.name, at(x, m.nameWidth), y, {
    width: m.nameWidth,
    ownDirection: false,
  });
  let after = x + m.nameTextWidth + 5;
  const iconY = m.iconsInline ? y + 1.5 : y + m.nameHeight + 1;
  let iconX = m.iconsInline ? after : x;
  for (const icon of m.icons) {
    drawIcon(sheet, icon, at(iconX, ICON), iconY, ICON);
    iconX += ICON + 2.5;
  }
  if (m.iconsInline) after = iconX + 2;
  if (m.single) {
    const priceX = x + columnWidth - m.priceWidth;
    write("bold", SIZE.item, palette.text, m.single.text, at(priceX, m.priceWidth), y, {
      lineBreak: false,
    });
    // Dotted leaders from the name to its price, as printed menus draw them.
    if (m.oneLine && priceX - after > 12) {
      const baseline = y + SIZE.item * 0.85;
      doc
        .save()
        .moveTo(at(after + 2, 0), baseline)
        .lineTo(at(priceX - 4, 0), baseline)
        .lineWidth(0.6)
        .dash(0.6, { space: 2.4 })
        .stroke(palette.rule)
        .undash()
        .restore();
    }
  }
  let lineY = y + m.nameHeight + (m.icons.length > 0 && !m.iconsInline ? ICON + 3 : 0);
  for (const line of m.lines) {
    lineY += line.gapBefore;
    write(line.role, line.size, colorOf(line.color), line.text, x, lineY, { width: columnWidth });
    lineY += heightOf(line.role, line.size, line.text, columnWidth);
  }
}
