import { formatUsPhone } from "../../../shared/common/phone.ts";
import type { GuestIcon, GuestMenu } from "../../../shared/guest-page/guest-view.ts";
import { fill } from "../../../shared/guest-page/guest-words.ts";
import { printWords } from "../../../shared/guest-page/printable-menu.ts";
import { drawItem, measureItem } from "./pdf-item.ts";
import { type FlowBlock, flowBlocks } from "./pdf-layout.ts";
import {
  COLUMNS,
  drawIcon,
  drawnIcons,
  GUTTER,
  ICON,
  MARGIN,
  type MenuPdfInput,
  ONE_COLUMN_ITEMS,
  ONE_COLUMN_WIDTH,
  openSheet,
  type Sheet,
  SIZE,
} from "./pdf-sheet.ts";

// The published menu laid out for print. Every menu of the guest view in turn, each from the top of a page, its
// sections in two columns; the business's colours, logo and name on the first page; the icons' legend at the
// end; the business and its link at the foot of every page. A right-to-left menu (Arabic, Hebrew) is mirrored as
// its page is with dir="rtl": names on the right, prices on the left.

export type { MenuPdfInput } from "./pdf-sheet.ts";

export async function renderMenuPdf(input: MenuPdfInput): Promise<Buffer> {
  const { sheet, finished } = openSheet(input);
  const cursor = drawMenus(sheet, drawHeader(sheet));
  drawLegend(sheet, cursor);
  drawFooters(sheet);
  sheet.doc.end();
  return finished;
}

/** The first page's header: the business's band with its logo, name and contact lines. Returns where it ends. */
function drawHeader(sheet: Sheet): number {
  const { doc, guest, input, write, heightOf, palette, left, contentWidth, onPage } = sheet;
  const contact = [guest.headerAddress, guest.phone ? formatUsPhone(guest.phone) : null].filter(
    (line): line is string => Boolean(line),
  );
  const logoSize = input.logo ? 64 : 0;
  const padding = 16;
  const textX = left + padding + (logoSize ? logoSize + 16 : 0);
  const textWidth = left + contentWidth - padding - textX;
  const align = logoSize ? "start" : "center";
  const nameHeight = guest.isNameShown ? heightOf("title", SIZE.name, guest.name, textWidth) : 0;
  const contactHeight = contact.reduce(
    (sum, line) => sum + 2 + heightOf("regular", SIZE.contact, line, textWidth),
    0,
  );
  const textHeight = nameHeight + contactHeight;
  if (!logoSize && textHeight === 0) return MARGIN;
  const bandHeight = Math.max(logoSize, textHeight) + 2 * padding;
  const top = MARGIN;
  doc.save().roundedRect(left, top, contentWidth, bandHeight, 8).fill(palette.band).restore();
  if (input.logo) {
    try {
      const logoX = onPage(left + padding, logoSize);
      doc.image(input.logo, logoX, top + padding + (bandHeight - 2 * padding - logoSize) / 2, {
        fit: [logoSize, logoSize],
        align: "center",
        valign: "center",
      });
    } catch {
      // A logo pdfkit cannot read is left out; the menu still prints.
    }
  }
  let y = top + (bandHeight - textHeight) / 2;
  if (guest.isNameShown) {
    write("title", SIZE.name, palette.name, guest.name, onPage(textX, textWidth), y, {
      width: textWidth,
      align,
    });
    y += nameHeight;
  }
  for (const line of contact) {
    y += 2;
    write("regular", SIZE.contact, palette.bandText, line, onPage(textX, textWidth), y, {
      width: textWidth,
      align,
    });
    y += heightOf("regular", SIZE.contact, line, textWidth);
  }
  return top + bandHeight + 22;
}

/** Every menu in turn, each from a new page after the first; returns where the last one ends. */
function drawMenus(sheet: Sheet, top: number): number {
  const { doc, guest, write, palette, left, contentWidth } = sheet;
  let cursor = top;
  if (guest.shown.length === 0) {
    write("italic", SIZE.menuNote, palette.muted, guest.words.noMenu, left, cursor, {
      width: contentWidth,
      align: "center",
    });
    cursor += 20;
  }
  guest.shown.forEach((menu, index) => {
    if (index > 0) {
      doc.addPage();
      cursor = MARGIN;
    }
    cursor = drawMenu(sheet, menu, drawMenuTitle(sheet, menu, cursor));
  });
  return cursor;
}

/** A menu's title across the page: its name, when it is served, its note. Returns where it ends. */
function drawMenuTitle(sheet: Sheet, menu: GuestMenu, top: number): number {
  const { doc, guest, write, heightOf, widthOf, palette, left, contentWidth } = sheet;
  const served = guest.tabs.find((tab) => tab.id === menu.id)?.served;
  let y = top;
  const titleHeight = heightOf("title", SIZE.menu, menu.name, contentWidth);
  write("title", SIZE.menu, palette.text, menu.name, left, y, { width: contentWidth, align: "center" });
  // Short rules either side of a one-line title.
  const titleWidth = widthOf("title", SIZE.menu, menu.name);
  if (titleWidth < contentWidth - 80) {
    const middle = y + SIZE.menu * 0.55;
    const gap = titleWidth / 2 + 12;
    const center = left + contentWidth / 2;
    doc
      .save()
      .lineWidth(1)
      .moveTo(center - gap - 48, middle)
      .lineTo(center - gap, middle)
      .moveTo(center + gap, middle)
      .lineTo(center + gap + 48, middle)
      .stroke(palette.accent)
      .restore();
  }
  y += titleHeight;
  for (const note of [served ? fill(guest.words.served, { when: served }) : "", menu.details]) {
    if (!note) continue;
    y += 3;
    write("italic", SIZE.menuNote, palette.muted, note, left, y, { width: contentWidth, align: "center" });
    y += heightOf("italic", SIZE.menuNote, note, contentWidth);
  }
  return y + 16;
}

/** A menu's sections and items, in columns over as many pages as they take. Returns where they end. */
function drawMenu(sheet: Sheet, menu: GuestMenu, top: number): number {
  const { doc, guest, write, palette, left, contentWidth, onPage } = sheet;
  const items = menu.groups.reduce((sum, group) => sum + group.items.length, 0);
  const columns = items <= ONE_COLUMN_ITEMS ? 1 : COLUMNS;
  sheet.columnWidth = columns === 1 ? Math.min(contentWidth, ONE_COLUMN_WIDTH) : sheet.twoColumnWidth;
  const { columnWidth } = sheet;
  const columnLeft = columns === 1 ? left + (contentWidth - columnWidth) / 2 : left;
  const blocks = menuBlocks(sheet, menu);
  if (blocks.length === 0) {
    write("italic", SIZE.menuNote, palette.muted, guest.words.noItems, left, top, {
      width: contentWidth,
      align: "center",
    });
    return top + 20;
  }
  const flow = flowBlocks(blocks, { firstTop: top, top: MARGIN, bottom: sheet.bottom, columns });
  // Every page stays buffered (nothing is flushed before the end), so page numbers count from 0.
  const pageCount = () => doc.bufferedPageRange().count;
  const firstPage = pageCount() - 1;
  blocks.forEach((block, at) => {
    const spot = flow.placements[at];
    if (!spot) return;
    while (pageCount() - 1 < firstPage + spot.page) doc.addPage();
    doc.switchToPage(firstPage + spot.page);
    // A right-to-left menu reads its first column on the right.
    block.draw(onPage(columnLeft + spot.column * (columnWidth + GUTTER), columnWidth), spot.y);
  });
  doc.switchToPage(firstPage + flow.lastPage);
  return flow.end;
}

type Drawable = FlowBlock & { draw: (x: number, y: number) => void };

/** A section's title, rule and note, then its items: the blocks the columns are balanced from. */
function menuBlocks(sheet: Sheet, menu: GuestMenu): Drawable[] {
  const { doc, write, heightOf, palette, columnWidth } = sheet;
  const blocks: Drawable[] = [];
  for (const group of menu.groups) {
    const titleHeight = heightOf("title", SIZE.section, group.name, columnWidth);
    const noteHeight = group.description
      ? 3 + heightOf("italic", SIZE.sectionNote, group.description, columnWidth)
      : 0;
    blocks.push({
      height: titleHeight + 5 + noteHeight + 8,
      keepWithNext: group.items.length > 0,
      draw: (x, y) => {
        write("title", SIZE.section, palette.accent, group.name, x, y, { width: columnWidth });
        const ruleY = y + titleHeight + 2;
        doc
          .save()
          .lineWidth(0.8)
          .moveTo(x, ruleY)
          .lineTo(x + columnWidth, ruleY)
          .stroke(palette.accent)
          .restore();
        if (group.description)
          write("italic", SIZE.sectionNote, palette.muted, group.description, x, ruleY + 6, {
            width: columnWidth,
          });
      },
    });
    group.items.forEach((item, index) => {
      const isLast = index === group.items.length - 1;
      blocks.push({
        height: measureItem(sheet, item).height + (isLast ? 18 : 9),
        draw: (x, y) => drawItem(sheet, item, x, y),
      });
    });
  }
  return blocks;
}

/** A legend entry: what an icon looks like and what it means. */
interface LegendEntry {
  key: string;
  icon: GuestIcon;
}

function legendOf(menus: readonly GuestMenu[]): LegendEntry[] {
  const entries = new Map<string, LegendEntry>();
  for (const menu of menus)
    for (const group of menu.groups)
      for (const item of group.items)
        for (const icon of item.icons) {
          const key = icon.library?.key ?? icon.src ?? icon.label;
          if (key && icon.label && !entries.has(key)) entries.set(key, { key, icon });
        }
  return [...entries.values()];
}

/** The legend: every icon the printed menus use, once, after the last menu. */
function drawLegend(sheet: Sheet, cursor: number) {
  const { doc, guest, write, widthOf, palette, left, contentWidth, onPage } = sheet;
  const legend = legendOf(guest.shown);
  if (legend.length === 0) return;
  // Entries run along the line like words and wrap: a legend of ten icons takes two short lines.
  const rowHeight = 13;
  const spots: { x: number; row: number; width: number }[] = [];
  let x = left;
  let row = 0;
  for (const entry of legend) {
    const hasMark = drawnIcons(sheet, [entry.icon]).length > 0;
    const width = (hasMark ? ICON + 5 : 0) + widthOf("regular", SIZE.legend, entry.icon.label);
    if (x > left && x + width > left + contentWidth) {
      row++;
      x = left;
    }
    spots.push({ x, row, width });
    x += width + 16;
  }
  const height = 20 + (row + 1) * rowHeight;
  // The last section ends with its own space below: the legend's rule sits in it.
  let top = cursor - 8;
  if (top + height > sheet.bottom) {
    doc.addPage();
    top = MARGIN;
  }
  doc
    .save()
    .lineWidth(0.5)
    .moveTo(left, top)
    .lineTo(left + contentWidth, top)
    .stroke(palette.rule)
    .restore();
  write("bold", SIZE.legend + 1, palette.text, printWords(guest.lang).legend, left, top + 6, {
    width: contentWidth,
    lineBreak: false,
  });
  legend.forEach((entry, index) => {
    const spot = spots[index];
    if (!spot) return;
    const y = top + 20 + spot.row * rowHeight;
    const hasMark = drawnIcons(sheet, [entry.icon]).length > 0;
    if (hasMark) drawIcon(sheet, entry.icon, onPage(spot.x, ICON), y, ICON);
    const labelWidth = spot.width - (hasMark ? ICON + 5 : 0);
    const labelX = onPage(spot.x + (hasMark ? ICON + 5 : 0), labelWidth);
    write("regular", SIZE.legend, palette.text, entry.icon.label, labelX, y + 0.5, { lineBreak: false });
  });
}

/** The foot of every page: who, where to find the menu online, the page number. */
function drawFooters(sheet: Sheet) {
  const { doc, guest, input, write, palette, page, left, contentWidth, onPage } = sheet;
  const range = doc.bufferedPageRange();
  const footY = page.height - MARGIN - 10;
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    doc
      .save()
      .lineWidth(0.5)
      .moveTo(left, footY - 6)
      .lineTo(left + contentWidth, footY - 6)
      .stroke(palette.rule)
      .restore();
    const who = `${guest.name} · ${input.link}`;
    write("regular", SIZE.footer, palette.muted, who, onPage(left, contentWidth - 80), footY, {
      width: contentWidth - 80,
      lineBreak: false,
      ellipsis: true,
    });
    const number = fill(printWords(guest.lang).page, { n: index + 1, count: range.count });
    write("regular", SIZE.footer, palette.muted, number, onPage(left + contentWidth - 80, 80), footY, {
      width: 80,
      align: "end",
      lineBreak: false,
    });
  }
}
