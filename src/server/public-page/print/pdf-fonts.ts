import { existsSync, readFileSync } from "node:fs";
import * as fontkit from "fontkit";

// pdfkit's 14 standard fonts speak WinAnsi only: no "zł", "₹", Greek or Cyrillic. The menu embeds TrueType
// faces the machine has (subset by pdfkit, so a page carries only the glyphs it uses): Liberation, which
// .ci/run installs with Chromium, for Latin, Greek and Cyrillic; DejaVu for what Liberation lacks (Vietnamese,
// Armenian, Georgian, most currency signs; Hebrew and Arabic letters, shaped by fontkit). pdfkit has no bidi:
// a right-to-left line comes out left-aligned, with the spaces between its words lost, so an Arabic or Hebrew
// menu is legible but not well set. Neither family has CJK, Thai or Indic glyphs: such text prints as empty
// boxes until a font for it is installed (fonts-noto-cjk and the like; none is on the machine today).

const FONT_DIRS = ["/usr/share/fonts/truetype/liberation", "/usr/share/fonts/truetype/dejavu"];

/** The faces a menu uses: sans for the items, serif for the titles. */
export type FontRole = "regular" | "bold" | "italic" | "title";

const CANDIDATES: Record<FontRole, string[]> = {
  regular: ["LiberationSans-Regular.ttf", "DejaVuSans.ttf"],
  bold: ["LiberationSans-Bold.ttf", "DejaVuSans-Bold.ttf"],
  italic: ["LiberationSans-Italic.ttf", "DejaVuSans-Oblique.ttf"],
  title: [
    "LiberationSerif-Bold.ttf",
    "DejaVuSerif-Bold.ttf",
    "LiberationSans-Bold.ttf",
    "DejaVuSans-Bold.ttf",
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
  hasGlyph: (codePoint: number) => boolean;
}

function findFile(file: string): string | null {
  for (const dir of FONT_DIRS) {
    const full = `${dir}/${file}`;
    if (existsSync(full)) return full;
  }
  return null;
}

function loadFace(file: string): Face | null {
  const full = findFile(file);
  if (!full) return null;
  const bytes = readFileSync(full);
  const font = fontkit.create(bytes);
  if (!("hasGlyphForCodePoint" in font)) return null;
  return {
    name: file.replace(/\.ttf$/, ""),
    bytes,
    hasGlyph: (codePoint) => font.hasGlyphForCodePoint(codePoint),
  };
}

/** A role's faces in order of preference, read once per process. */
export interface MenuFonts {
  /** The faces to register with each document. */
  faces: { name: string; bytes: Buffer }[];
  /** The face that draws every character of `text` in this role (the first choice when none does). */
  pick(role: FontRole, text: string): string;
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
  const faces = [...new Set(Object.values(roles).flat())].map(({ name, bytes }) => ({ name, bytes }));
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
  };
  return loaded;
}
