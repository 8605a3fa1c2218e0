import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { MenuPdfInput } from "./pdf-sheet.ts";

// Printable menus are laid out in a child process (menu-pdf-process.mjs), kept while guests ask for PDFs and ended
// after a quiet minute: pdfkit, fontkit and the fonts never load into the server, whose memory stays flat on a
// small machine however many menus are printed, and a long menu's layout never holds the guests' pages. A PDF is
// made once per published version (pdf-cache.ts), so starting the process now and then costs little.

/** Beside this module in the sources, and beside the bundle (scripts/build-server.mjs copies it there). */
const PROCESS_FILE = new URL("./menu-pdf-process.mjs", import.meta.url);

export interface MenuPrinterLimits {
  /** The process ends after this long without a PDF to make. */
  idleMs: number;
  /** One PDF; past this the process is ended (and started again for the next). */
  timeLimitMs: number;
  memoryLimitMb: number;
}

export const MENU_PRINTER_LIMITS: MenuPrinterLimits = {
  idleMs: 60_000,
  timeLimitMs: 60_000,
  memoryLimitMb: 256,
};

type Answer = { ready: true } | { id: number; bytes: Uint8Array } | { id: number; error: string };

interface Waiting {
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class MenuPrinter {
  private child: ChildProcess | null = null;
  private started: Promise<ChildProcess> | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly limits: MenuPrinterLimits = MENU_PRINTER_LIMITS) {}

  async print(input: MenuPdfInput): Promise<Buffer> {
    clearTimeout(this.idleTimer);
    try {
      const child = await this.start();
      const id = this.nextId++;
      return await new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(
          () => this.end(new Error("The printable menu took too long to make.")),
          this.limits.timeLimitMs,
        );
        this.waiting.set(id, { resolve, reject, timer });
        child.send({ id, input });
      });
    } finally {
      this.endWhenIdle();
    }
  }

  /** Whether the process is running now (tests, and the memory bench's reading of it). */
  get isRunning() {
    return this.child !== null;
  }

  /** Ends the process now; the next PDF starts another. */
  close() {
    this.end(new Error("The server is closing."));
  }

  private start(): Promise<ChildProcess> {
    this.started ??= new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(fileURLToPath(PROCESS_FILE), [], {
        // Not the server's own flags (a loader, source maps): its own memory limit.
        execArgv: [`--max-old-space-size=${this.limits.memoryLimitMb}`],
        // Structured clone: the guest view's dates, the images' bytes and their map travel as they are.
        serialization: "advanced",
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      });
      this.child = child;
      child.on("message", (answer: Answer) => {
        if ("ready" in answer) return resolve(child);
        const waiting = this.waiting.get(answer.id);
        if (!waiting) return;
        this.waiting.delete(answer.id);
        clearTimeout(waiting.timer);
        if ("bytes" in answer)
          waiting.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
        else waiting.reject(new Error(`The printable menu could not be made: ${answer.error}`));
      });
      const ended = (error: Error) => {
        this.forget(child, error);
        reject(error);
      };
      child.on("error", ended);
      child.on("exit", (code, signal) =>
        ended(new Error(`The printable menu's process ended (${signal ?? code}).`)),
      );
    });
    return this.started;
  }

  /** Ends the running process, failing what it was making. */
  private end(error: Error) {
    const child = this.child;
    if (!child) return;
    this.forget(child, error);
    child.kill("SIGKILL");
  }

  private forget(child: ChildProcess, error: Error) {
    if (this.child !== child) return;
    this.child = null;
    this.started = null;
    clearTimeout(this.idleTimer);
    for (const waiting of this.waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.waiting.clear();
  }

  private endWhenIdle() {
    clearTimeout(this.idleTimer);
    if (this.waiting.size > 0 || !this.child) return;
    this.idleTimer = setTimeout(() => {
      if (this.waiting.size === 0) this.close();
    }, this.limits.idleMs);
    this.idleTimer.unref();
  }
}
