import PDFDocument from "pdfkit";
import type { GuestIcon, GuestItem, GuestMenu, GuestView } from "../../../shared/guest-view.ts";
import { fill, type GuestWords } from "../../../shared/guest-words.ts";
import { iconArt, iconColor } from "../../../shared/icons.ts";
import { isRightToLeft } from "../../../shared/languages.ts";
import { formatUsPhone } from "../../../shared/phone.ts";
import { PAPER_POINTS, type Paper, printWords } from "../../../shared/printable-menu.ts";
import { type Direction, mostlyRightToLeft } from "./pdf-bidi.ts";
import { type FontRole, menuFonts } from "./pdf-fonts.ts";
import { type FlowBlock, flowBlocks } from "./pdf-layout.ts";
import { textWriter } from "./pdf-text.ts";

// Issue 17 item 4: the published menu laid out for print. Every menu of the guest view in turn, each from the
// top of a page, its sections in two columns; the business's colours, logo and name on the first page; the
// icons' legend at the end; the business and its link at the foot of every page. A right-to-left menu (Arabic,
// Hebrew) is mirrored as its page is with dir="rtl": names on the right, prices on the left.

export interface MenuPdfInput {
  /** The guest view the HTML page draws (src/shared/guest-view.ts), with the menus to print in `shown`. */
  guest: GuestView;
  paper: Paper;
  /** The logo as PNG or JPEG bytes, or null (none, or unreadable). */
  logo: Buffer | null;
  /** Uploaded icons' images as PNG bytes, by their `src`. */
  iconImages: ReadonlyMap<string, Buffer>;
  /** The menu's web address, printed at the foot of each page. */
  link: string;
  /** When the snapshot was published: the document's date, so one version always gives the same bytes. */
  publishedAt: Date;
}

const MARGIN = 42;
const FOOTER = 30;
const GUTTER = 24;
const COLUMNS = 2;
/** A menu this short reads better as one centred column than as two half-empty ones. */
const ONE_COLUMN_ITEMS = 8;
const ONE_COLUMN_WIDTH = 380;

const SIZE = {
  name: 24,
  contact: 9.5,
  menu: 20,
  menuNote: 9.5,
  section: 13.5,
  sectionNote: 8.5,
  item: 10.5,
  sizes: 9.5,
  description: 8.5,
  small: 8,
  footer: 7.5,
  legend: 8,
};
const ICON = 9;

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;

/** WCAG relative luminance, for choosing colours that still read on white paper. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const colorOr = (value: unknown, fallback: string) =>
  typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;

/** The owner's colours, with the ones printed on white paper kept legible. */
function paletteOf(guest: GuestView) {
  const config = guest.config;
  const band = colorOr(config.bannerColor, "#efefef");
  const bandText = colorOr(config.bannerTextColor, "#000000");
  const name = colorOr(config.businessNameColor, "#000000");
  const menuText = colorOr(config.menuTextColor, "#000000");
  const text = contrast(menuText, "#ffffff") >= 4.5 ? menuText : "#1a1a1a";
  // Section titles take the brand's colour when it reads on paper: the name's, else the banner's.
  const accent = [name, band].find((color) => contrast(color, "#ffffff") >= 3) ?? text;
  return { band, bandText, name, text, accent, muted: "#5c5c5c", rule: "#c8c8c8" };
}

/** The text blocks of one item, measured and drawn by the same description. */
interface Line {
  role: FontRole;
  size: number;
  color: "text" | "muted";
  text: string;
  gapBefore: number;
}

function itemLines(item: GuestItem, words: GuestWords): Line[] {
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

/** The page's direction; a page with no language chosen goes by what its item names are written in. */
function directionOfMenu(guest: GuestView): Direction {
  if (guest.lang) return isRightToLeft(guest.lang) ? "rtl" : "ltr";
  const names = guest.shown.flatMap((menu) =>
    menu.groups.flatMap((group) => group.items.map((item) => item.name)),
  );
  return mostlyRightToLeft(names) ? "rtl" : "ltr";
}

export async function renderMenuPdf(input: MenuPdfInput): Promise<Buffer> {
  const { guest } = input;
  const fonts = menuFonts();
  const page = PAPER_POINTS[input.paper];
  const palette = paletteOf(guest);
  const doc = new PDFDocument({
    size: [page.width, page.height],
    // The layout keeps its own margins; zero here so pdfkit never breaks a page on its own.
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    bufferPages: true,
    // "" loads no standard font: the embedded faces below are registered first.
    font: "",
    lang: guest.lang ?? "en",
    displayTitle: true,
    info: {
      Title: `${guest.name} — Menu`,
      Author: guest.name,
      Subject: guest.shown.map((menu) => menu.name).join(", "),
      CreationDate: input.publishedAt,
      ModDate: input.publishedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const face of fonts.faces) doc.registerFont(face.name, face.bytes, face.family);

  const colorOf = (color: "text" | "muted") => (color === "text" ? palette.text : palette.muted);
  const rtl = directionOfMenu(guest) === "rtl";
  const { write, heightOf, widthOf } = textWriter(doc, fonts, rtl ? "rtl" : "ltr");

  const left = MARGIN;
  const contentWidth = page.width - 2 * MARGIN;
  /** Where a box laid out left to right goes in a right-to-left menu: mirrored within [from, from + span]. */
  const mirror = (boxX: number, boxWidth: number, from: number, span: number) =>
    rtl ? from + span - (boxX - from) - boxWidth : boxX;
  const onPage = (boxX: number, boxWidth: number) => mirror(boxX, boxWidth, left, contentWidth);
  const twoColumnWidth = (contentWidth - GUTTER * (COLUMNS - 1)) / COLUMNS;
  // Set per menu (one or two columns) before its blocks are measured.
  let columnWidth = twoColumnWidth;
  const bottom = page.height - MARGIN - FOOTER;

  function drawIcon(icon: GuestIcon, x: number, y: number, size: number) {
    if (icon.library) {
      const art = iconArt(icon.library.key);
      doc.save();
      doc.circle(x + size / 2, y + size / 2, size / 2).fill(iconColor(icon.library));
      if (art) {
        // The 24-unit drawing of src/shared/icons.ts, in white on its disc as on the guest page.
        doc
          .translate(x, y)
          .scale(size / 24)
          .translate(4.1, 4.1)
          .scale(0.66)
          .path(art)
          .lineWidth(2.2)
          .lineCap("round")
          .lineJoin("round")
          .stroke("#ffffff");
      }
      doc.restore();
      return;
    }
    const image = icon.src ? input.iconImages.get(icon.src) : undefined;
    if (image) doc.image(image, x, y, { fit: [size, size], align: "center", valign: "center" });
  }

  const drawnIcons = (icons: readonly GuestIcon[]) =>
    icons.filter((icon) => icon.library || (icon.src && input.iconImages.has(icon.src)));

  // ── One item: its name, icons and price on the first line, the rest below ──
  // Measured once for the layout and again read when drawing: text measurement is most of the work.
  const measured = new Map<GuestItem, ReturnType<typeof measureItemOnce>>();
  const measureItem = (item: GuestItem) => {
    let found = measured.get(item);
    if (!found) {
      found = measureItemOnce(item);
      measured.set(item, found);
    }
    return found;
  };
  function measureItemOnce(item: GuestItem) {
    const [single] = item.hasSizes ? [] : item.prices;
    const priceWidth = single ? widthOf("bold", SIZE.item, single.text) : 0;
    const nameWidth = columnWidth - (priceWidth ? priceWidth + 10 : 0);
    const name = item.name;
    const nameHeight = heightOf("bold", SIZE.item, name, nameWidth);
    const oneLine = nameHeight < SIZE.item * 1.9;
    const icons = drawnIcons(item.icons);
    const iconsWidth = icons.length * (ICON + 2.5);
    const nameTextWidth = widthOf("bold", SIZE.item, name);
    const iconsInline = oneLine && nameTextWidth + 5 + iconsWidth <= nameWidth;
    const lines = itemLines(item, guest.words);
    let height = nameHeight + (icons.length > 0 && !iconsInline ? ICON + 3 : 0);
    for (const line of lines)
      height += line.gapBefore + heightOf(line.role, line.size, line.text, columnWidth);
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

  function drawItem(item: GuestItem, x: number, y: number) {
    const m = measureItem(item);
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
      drawIcon(icon, at(iconX, ICON), iconY, ICON);
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

  // ── The first page's header: the business's band with its logo, name and contact lines ──
  function drawHeader(): number {
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

  // ── A menu's title across the page: its name, when it is served, its note ──
  function drawMenuTitle(menu: GuestMenu, top: number): number {
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

  // ── A menu's sections and items, in columns over as many pages as they take ──
  type Drawable = FlowBlock & { draw: (x: number, y: number) => void };
  function menuBlocks(menu: GuestMenu): Drawable[] {
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
          height: measureItem(item).height + (isLast ? 18 : 9),
          draw: (x, y) => drawItem(item, x, y),
        });
      });
    }
    return blocks;
  }

  let cursor = drawHeader();
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
    cursor = drawMenuTitle(menu, cursor);
    const items = menu.groups.reduce((sum, group) => sum + group.items.length, 0);
    const columns = items <= ONE_COLUMN_ITEMS ? 1 : COLUMNS;
    columnWidth = columns === 1 ? Math.min(contentWidth, ONE_COLUMN_WIDTH) : twoColumnWidth;
    const columnLeft = columns === 1 ? left + (contentWidth - columnWidth) / 2 : left;
    const blocks = menuBlocks(menu);
    if (blocks.length === 0) {
      write("italic", SIZE.menuNote, palette.muted, guest.words.noItems, left, cursor, {
        width: contentWidth,
        align: "center",
      });
      cursor += 20;
      return;
    }
    const flow = flowBlocks(blocks, { firstTop: cursor, top: MARGIN, bottom, columns });
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
    cursor = flow.end;
  });

  // ── The legend: every icon the printed menus use, once ──
  const legend = legendOf(guest.shown);
  if (legend.length > 0) {
    // Entries run along the line like words and wrap: a legend of ten icons takes two short lines.
    const rowHeight = 13;
    const spots: { x: number; row: number; width: number }[] = [];
    let x = left;
    let row = 0;
    for (const entry of legend) {
      const hasMark = drawnIcons([entry.icon]).length > 0;
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
    if (top + height > bottom) {
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
      const hasMark = drawnIcons([entry.icon]).length > 0;
      if (hasMark) drawIcon(entry.icon, onPage(spot.x, ICON), y, ICON);
      const labelWidth = spot.width - (hasMark ? ICON + 5 : 0);
      const labelX = onPage(spot.x + (hasMark ? ICON + 5 : 0), labelWidth);
      write("regular", SIZE.legend, palette.text, entry.icon.label, labelX, y + 0.5, { lineBreak: false });
    });
  }

  // ── The foot of every page: who, where to find the menu online, the page number ──
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
  doc.end();
  return finished;
}
