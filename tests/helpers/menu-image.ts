// A printed menu drawn by the tests themselves (SVG text in Liberation fonts, rendered by sharp), so
// the OCR checks need no stored photo. Prices are right-aligned, as menus print them.

export interface PrintedSection {
  heading: string;
  items: { name: string; price: string; description?: string }[];
}

export const SAMPLE_MENU: PrintedSection[] = [
  {
    heading: "STARTERS",
    items: [
      { name: "Garlic Bread", price: "4.50", description: "Toasted sourdough with herb butter" },
      { name: "Tomato Soup", price: "5.00" },
      { name: "Caesar Salad", price: "7.25" },
      { name: "Chicken Wings", price: "8.90" },
    ],
  },
  {
    heading: "MAINS",
    items: [
      { name: "Margherita Pizza", price: "11.00" },
      { name: "Beef Burger", price: "13.50", description: "Cheddar, pickles and fries" },
      { name: "Grilled Salmon", price: "16.75" },
      { name: "Mushroom Risotto", price: "12.40" },
    ],
  },
];

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (mark) => `&#${mark.charCodeAt(0)};`);

/** The page's own heading on top, and a line printed well below the last dish (a thank-you note). */
export interface PrintedFrame {
  title?: string;
  footer?: string;
}

export function menuSvg(
  sections: PrintedSection[] = SAMPLE_MENU,
  width = 900,
  frame: PrintedFrame = {},
): string {
  let y = 90;
  const parts = [
    `<text x="${width / 2}" y="${y}" text-anchor="middle" font-family="Liberation Serif" font-size="48" font-weight="bold">${escapeXml(frame.title ?? "The Corner Bistro")}</text>`,
  ];
  y += 40;
  for (const section of sections) {
    y += 60;
    parts.push(
      `<text x="70" y="${y}" font-family="Liberation Serif" font-size="38" font-weight="bold">${escapeXml(section.heading)}</text>`,
    );
    y += 20;
    for (const item of section.items) {
      y += 48;
      parts.push(
        `<text x="70" y="${y}" font-family="Liberation Sans" font-size="30">${escapeXml(item.name)}</text>`,
        `<text x="${width - 70}" y="${y}" text-anchor="end" font-family="Liberation Sans" font-size="30">${escapeXml(item.price)}</text>`,
      );
      if (item.description) {
        y += 36;
        parts.push(
          `<text x="70" y="${y}" font-family="Liberation Sans" font-size="24" font-style="italic" fill="#444">${escapeXml(item.description)}</text>`,
        );
      }
    }
  }
  if (frame.footer) {
    y += 150;
    parts.push(
      `<text x="${width / 2}" y="${y}" text-anchor="middle" font-family="Liberation Sans" font-size="26" font-style="italic">${escapeXml(frame.footer)}</text>`,
    );
  }
  const height = y + 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fdfbf5"/>${parts.join("")}</svg>`;
}

/** The menu as a photo file: JPEG by default, as phones send them. */
export async function renderMenuImage(
  format: "jpeg" | "png" = "jpeg",
  sections = SAMPLE_MENU,
  frame: PrintedFrame = {},
): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const image = sharp(Buffer.from(menuSvg(sections, 900, frame)));
  return format === "jpeg" ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/**
 * The menu photographed by a phone lying on a table: drawn crisply at a phone's resolution (the page 3000 px wide,
 * not enlarged from 900), set on a 3600×4400 table of one colour, a little turned when `degrees` is given; JPEG.
 */
export async function renderMenuOnTable(options: { table: string; degrees?: number }): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const page = await sharp(Buffer.from(menuSvg()), { density: (72 * 3000) / 900 })
    .rotate(options.degrees ?? 0, { background: options.table })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3600, height: 4400, channels: 3, background: options.table } })
    .composite([{ input: page, left: 300, top: 250 }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A Texan brunch menu as printed: its name in capitals on top, groups in capitals, a thank-you note at the foot. */
export const BRUNCH_MENU: PrintedSection[] = [
  {
    heading: "EGGS & SUCH",
    items: [
      { name: "Migas Plate", price: "11.50", description: "Scrambled eggs, tortilla chips, salsa" },
      { name: "Huevos Rancheros", price: "12.00" },
      { name: "Biscuits and Gravy", price: "9.25" },
    ],
  },
];
export const BRUNCH_FRAME: PrintedFrame = {
  title: "LONE STAR BRUNCH",
  footer: "Thank you, y'all come back now",
};
