import { isRightToLeft } from "../../../shared/common/languages.ts";
import type { GuestIcon, GuestItem, GuestView } from "../../../shared/guest-page/guest-view.ts";
import { PAPER_POINTS, type Paper } from "../../../shared/guest-page/printable-menu.ts";
import { iconArt, iconColor } from "../../../shared/menus/icons.ts";
import { loadPdfKit } from "../../lib/on-demand.ts";
import { type Direction, mostlyRightToLeft } from "./pdf-bidi.ts";
import { menuFonts } from "./pdf-fonts.ts";
import { textWriter } from "./pdf-text.ts";

// The sheet the printable menu is drawn on: the pdfkit document, the page's measures, the owner's colours and the
// text writer, shared by the parts that draw the menu (menu-pdf.ts, pdf-item.ts).

export interface MenuPdfInput {
  /** The guest view the HTML page draws (src/shared/guest-page/guest-view.ts), with the menus to print in `shown`. */
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

export const MARGIN = 42;
export const FOOTER = 30;
export const GUTTER = 24;
export const COLUMNS = 2;
/** A menu this short reads better as one centred column than as two half-empty ones. */
export const ONE_COLUMN_ITEMS = 8;
export const ONE_COLUMN_WIDTH = 380;

export const SIZE = {
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
export const ICON = 9;

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
export function paletteOf(guest: GuestView) {
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

/** The page's direction; a page with no language chosen goes by what its item names are written in. */
function directionOfMenu(guest: GuestView): Direction {
  if (guest.lang) return isRightToLeft(guest.lang) ? "rtl" : "ltr";
  const names = guest.shown.flatMap((menu) =>
    menu.groups.flatMap((group) => group.items.map((item) => item.name)),
  );
  return mostlyRightToLeft(names) ? "rtl" : "ltr";
}

/** Everything the parts of the menu draw with. */
export interface Sheet {
  doc: PDFKit.PDFDocument;
  input: MenuPdfInput;
  guest: GuestView;
  palette: ReturnType<typeof paletteOf>;
  write: ReturnType<typeof textWriter>["write"];
  heightOf: ReturnType<typeof textWriter>["heightOf"];
  widthOf: ReturnType<typeof textWriter>["widthOf"];
  colorOf: (color: "text" | "muted") => string;
  rtl: boolean;
  page: { width: number; height: number };
  left: number;
  contentWidth: number;
  /** The lowest a block may end: above the foot of the page. */
  bottom: number;
  twoColumnWidth: number;
  /** Set per menu (one or two columns) before its blocks are measured. */
  columnWidth: number;
  /** Where a box laid out left to right goes in a right-to-left menu: mirrored within [from, from + span]. */
  mirror: (boxX: number, boxWidth: number, from: number, span: number) => number;
  /** `mirror` within the page's content. */
  onPage: (boxX: number, boxWidth: number) => number;
  /** Items measured for the layout, read again when drawing: text measurement is most of the work. */
  measured: Map<GuestItem, unknown>;
}

/** A new document with the embedded faces registered, and the bytes it will have once ended. */
export function openSheet(input: MenuPdfInput): { sheet: Sheet; finished: Promise<Buffer> } {
  const { guest } = input;
  const fonts = menuFonts();
  const page = PAPER_POINTS[input.paper];
  const palette = paletteOf(guest);
  const PDFDocument = loadPdfKit();
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

  const rtl = directionOfMenu(guest) === "rtl";
  const { write, heightOf, widthOf } = textWriter(doc, fonts, rtl ? "rtl" : "ltr");
  const left = MARGIN;
  const contentWidth = page.width - 2 * MARGIN;
  const mirror = (boxX: number, boxWidth: number, from: number, span: number) =>
    rtl ? from + span - (boxX - from) - boxWidth : boxX;
  const twoColumnWidth = (contentWidth - GUTTER * (COLUMNS - 1)) / COLUMNS;
  const sheet: Sheet = {
    doc,
    input,
    guest,
    palette,
    write,
    heightOf,
    widthOf,
    colorOf: (color) => (color === "text" ? palette.text : palette.muted),
    rtl,
    page,
    left,
    contentWidth,
    bottom: page.height - MARGIN - FOOTER,
    twoColumnWidth,
    columnWidth: twoColumnWidth,
    mirror,
    onPage: (boxX, boxWidth) => mirror(boxX, boxWidth, left, contentWidth),
    measured: new Map(),
  };
  return { sheet, finished };
}

export function drawIcon(sheet: Sheet, icon: GuestIcon, x: number, y: number, size: number) {
  const { doc } = sheet;
  if (icon.library) {
    const art = iconArt(icon.library.key);
    doc.save();
    doc.circle(x + size / 2, y + size / 2, size / 2).fill(iconColor(icon.library));
    if (art) {
      // The 24-unit drawing of src/shared/menus/icons.ts, in white on its disc as on the guest page.
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
  const image = icon.src ? sheet.input.iconImages.get(icon.src) : undefined;
  if (image) doc.image(image, x, y, { fit: [size, size], align: "center", valign: "center" });
}

/** The icons that have something to draw: a library icon, or an uploaded one whose image was read. */
export const drawnIcons = (sheet: Sheet, icons: readonly GuestIcon[]) =>
  icons.filter((icon) => icon.library || (icon.src && sheet.input.iconImages.has(icon.src)));
