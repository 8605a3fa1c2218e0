import { existsSync, readFileSync } from "node:fs";
import { loadFontkit } from "../../lib/on-demand.ts";

// pdfkit's 14 standard fonts speak WinAnsi only: no "zł", "₹", Greek or Cyrillic. The menu embeds TrueType
// faces the machine has (subset by pdfkit, so a page carries only the glyphs it uses): Liberation, which
// .ci/run installs with Chromium, for Latin, Greek and Cyrillic; DejaVu for what Liberation lacks (Vietnamese,
// Armenian, Georgian, most currency signs; Hebrew and Arabic letters, shaped by fontkit and set right to left
// by pdf-bidi.ts); WenQuanYi Micro Hei (fonts-wqy-microhei, also installed by .ci/run) for Chinese, Japanese
// and Korean. Thai and Indic scripts have no face yet: such text prints as empty boxes.

const FONT_DIRS = [
  "/usr/share/fonts/truetype/liberation",
  "/usr/share/fonts/truetype/dejavu",
  "/usr/share/fonts/truetype/wqy",
];
/** A face in a collection (.ttc) is named by its file and its PostScript name. */
const CJK = ["wqy-microhei.ttc#WenQuanYiMicroHei", "wqy-zenhei.ttc#WenQuanYiZenHei"];

/** The faces a menu uses: sans for the items, serif for the titles. */
export type FontRole = "regular" | "bold" | "italic" | "title";

const CANDIDATES: Record<FontRole, string[]> = {
  regular: ["LiberationSans-Regular.ttf", "DejaVuSans.ttf", ...CJK],
  bold: ["LiberationSans-Bold.ttf", "DejaVuSans-Bold.ttf", ...CJK],
  // DejaVu's oblique has no Arabic: upright Arabic rather than boxes.
  italic: ["LiberationSans-Italic.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans.ttf", ...CJK],
  title: [
    "LiberationSerif-Bold.ttf",
    "DejaVuSerif-Bold.ttf",
    "LiberationSans-Bold.ttf",
    "DejaVuSans-Bold.ttf",
    ...CJK,
  ],
};

/** pdfkit's own faces when no TrueType file is found: Latin text still prints. */
const STANDARD: Record<FontRole, string> = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
  title: "Times-Bold",
};

interface Face {
  /** The name the document registers it under. */
  name: string;
  bytes: Buffer;
  /** The PostScript name of the face within a collection. */
  family?: string;
  hasGlyph: (codePoint: number) => boolean;
  /** Whether fontkit lays `text` out right to left (and so reverses its glyphs) in this face. */
  reverses: (text: string) => boolean;
}

function findFile(file: string): string | null {
  for (const dir of FONT_DIRS) {
    const full = `${dir}/${file}`;
    if (existsSync(full)) return full;
  }
  return null;
}

function loadFace(candidate: string): Face | null {
  const [file = candidate, family] = candidate.split("#");
  const full = findFile(file);
  if (!full) return null;
  const bytes = readFileSync(full);
  const font = family ? loadFontkit().create(bytes, family) : loadFontkit().create(bytes);
  if (!font || !("hasGlyphForCodePoint" in font)) return null;
  // fontkit reverses a right-to-left run only when the face has OpenType or AAT layout tables.
  const tables = font as unknown as { GSUB?: unknown; GPOS?: unknown; morx?: unknown };
  const shapes = Boolean(tables.GSUB || tables.GPOS || tables.morx);
  return {
    name: family ?? file.replace(/\.ttf$/, ""),
    bytes,
    ...(family ? { family } : {}),
    hasGlyph: (codePoint) => font.hasGlyphForCodePoint(codePoint),
    reverses: (text) => shapes && font.layout(text).direction === "rtl",
  };
}

/** A role's faces in order of preference, read once per process. */
export interface MenuFonts {
  /** The faces to register with each document. */
  faces: { name: string; bytes: Buffer; family?: string }[];
  /** The face that draws every character of `text` in this role (the first choice when none does). */
  pick(role: FontRole, text: string): string;
  /** Whether pdfkit will write `text`'s glyphs right to left in the named face (see pdf-bidi.ts). */
  reverses(face: string, text: string): boolean;
}

let loaded: MenuFonts | null = null;

export function menuFonts(): MenuFonts {
  if (loaded) return loaded;
  const byFile = new Map<string, Face | null>();
  const faceOf = (file: string) => {
    if (!byFile.has(file)) byFile.set(file, loadFace(file));
    return byFile.get(file) ?? null;
  };
  const roles = Object.fromEntries(
    (Object.keys(CANDIDATES) as FontRole[]).map((role) => [
      role,
      CANDIDATES[role].map(faceOf).filter((face): face is Face => face !== null),
    ]),
  ) as Record<FontRole, Face[]>;
  const all = [...new Set(Object.values(roles).flat())];
  const faces = all.map(({ name, bytes, family }) => ({ name, bytes, ...(family ? { family } : {}) }));
  // Most menus are plain Latin: remember each string's answer so a 60-item menu checks each text once.
  const picked = new Map<string, string>();
  loaded = {
    faces,
    pick(role, text) {
      const choices = roles[role];
      const [first] = choices;
      if (!first) return STANDARD[role];
      const key = `${role}\u0000${text}`;
      const known = picked.get(key);
      if (known) return known;
      const codePoints = [...text].map((char) => char.codePointAt(0) ?? 32).filter((code) => code > 32);
      // The face that covers it all, else the one that covers the most.
      const covered = (face: Face) => codePoints.filter(face.hasGlyph).length;
      const face =
        choices.find((choice) => covered(choice) === codePoints.length) ??
        choices.reduce((best, choice) => (covered(choice) > covered(best) ? choice : best), first);
      if (picked.size > 20_000) picked.clear();
      picked.set(key, face.name);
      return face.name;
    },
    reverses(name, text) {
      return all.find((face) => face.name === name)?.reverses(text) ?? false;
    },
  };
  return loaded;
}
