import { KeptProcess, type KeptProcessLimits } from "../../lib/kept-process.ts";
import type { MenuPdfInput } from "./pdf-sheet.ts";

// Printable menus are laid out in a child process (menu-pdf-process.mjs), kept while guests ask for PDFs and ended
// after a quiet minute: pdfkit, fontkit and the fonts never load into the server, whose memory stays flat on a
// small machine however many menus are printed, and a long menu's layout never holds the guests' pages. A PDF is
// made once per published version (pdf-cache.ts), so starting the process now and then costs little.

export const MENU_PRINTER_LIMITS: KeptProcessLimits = {
  idleMs: 60_000,
  timeLimitMs: 60_000,
  memoryLimitMb: 256,
};

export class MenuPrinter {
  private readonly process: KeptProcess<MenuPdfInput, Uint8Array>;

  constructor(limits: KeptProcessLimits = MENU_PRINTER_LIMITS) {
    this.process = new KeptProcess(
      {
        // Beside this module in the sources, and beside the bundle (scripts/build-server.mjs copies it there).
        file: new URL("./menu-pdf-process.mjs", import.meta.url),
        tooSlow: () => new Error("The printable menu took too long to make."),
        failed: (detail) => new Error(`The printable menu could not be made: ${detail}`),
      },
      limits,
    );
  }

  async print(input: MenuPdfInput): Promise<Buffer> {
    const bytes = await this.process.ask(input);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Whether the process is running now (tests, and the memory bench's reading of it). */
  get isRunning() {
    return this.process.isRunning;
  }

  /** Ends the process now; the next PDF starts another. */
  close() {
    this.process.close();
  }
}
