import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

// A child process kept while it has work and ended after a quiet while, for work whose libraries would otherwise
// stay in the server's memory for good once used (a PDF's fonts, text recognition's model and WebAssembly heap):
// all of a process's memory goes back to the system when it ends, which a worker thread's native allocations do
// not. The child answers each request ({ id, request }) with { id, result } or { id, error }, says { ready: true }
// once it can take requests, and ends when the server closes the channel.

export interface KeptProcessLimits {
  /** The process ends after this long with no request. */
  idleMs: number;
  /** One request, from asking (starting the process if it must) to its answer; past it the process is ended. */
  timeLimitMs: number;
  memoryLimitMb: number;
}

export interface KeptProcessOptions {
  file: URL;
  /** The process's arguments. */
  args?: string[];
  /** The error of a request past its time limit (the process is ended, and started again for the next). */
  tooSlow: () => Error;
  /** The error of a request the process could not answer, or answered with an error of its own. */
  failed: (detail: string) => Error;
}

type Answer<Result> = { ready: true } | { id: number; result: Result } | { id: number; error: string };

interface Waiting<Result> {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class KeptProcess<Request, Result> {
  private child: ChildProcess | null = null;
  private started: Promise<ChildProcess> | null = null;
  private readonly waiting = new Map<number, Waiting<Result>>();
  private nextId = 1;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  /** A warm-up was asked for, and no request has come since: someone is about to ask. */
  private isWarmedUp = false;

  /** The limits are read when used, so a caller may change them between requests (tests do). */
  constructor(
    private readonly options: KeptProcessOptions,
    private readonly limits: KeptProcessLimits,
  ) {}

  async ask(request: Request): Promise<Result> {
    clearTimeout(this.idleTimer);
    this.isWarmedUp = false;
    const id = this.nextId++;
    try {
      return await new Promise<Result>((resolve, reject) => {
        const timer = setTimeout(() => this.end(this.options.tooSlow()), this.limits.timeLimitMs);
        this.waiting.set(id, { resolve, reject, timer });
        // A process that fails to start fails every request waiting on it (forget()).
        this.start().then(
          (child) => {
            if (this.waiting.has(id)) child.send({ id, request });
          },
          () => undefined,
        );
      });
    } finally {
      this.endWhenIdle();
    }
  }

  /** Starts the process now if it is not running, so the next request does not wait for it. */
  async warmUp() {
    clearTimeout(this.idleTimer);
    this.isWarmedUp = true;
    try {
      await this.start();
    } finally {
      this.endWhenIdle();
    }
  }

  /** Whether the process is running now (tests, and the memory bench's reading of it). */
  get isRunning() {
    return this.child !== null;
  }

  /**
   * Ends the process now if it has nothing to do and no warm-up has been asked for since the last request: for
   * work that comes in one go and then not for a while, whose process would otherwise hold its memory for nothing.
   */
  release() {
    if (!this.isWarmedUp && this.waiting.size === 0) this.close();
  }

  /** Ends the process now, failing what it was doing; the next request starts another. */
  close() {
    this.end(this.options.failed("the server is closing"));
  }

  private start(): Promise<ChildProcess> {
    this.started ??= new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(fileURLToPath(this.options.file), this.options.args ?? [], {
        // Not the server's own flags (a loader, source maps): its own memory limit.
        execArgv: [`--max-old-space-size=${this.limits.memoryLimitMb}`],
        // Structured clone: dates, bytes and maps travel as they are.
        serialization: "advanced",
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      });
      this.child = child;
      child.on("message", (answer: Answer<Result>) => {
        if ("ready" in answer) return resolve(child);
        const waiting = this.waiting.get(answer.id);
        if (!waiting) return;
        this.waiting.delete(answer.id);
        clearTimeout(waiting.timer);
        if ("result" in answer) waiting.resolve(answer.result);
        else waiting.reject(this.options.failed(answer.error));
      });
      const ended = (error: Error) => {
        this.forget(child, error);
        reject(error);
      };
      child.on("error", (error) => ended(this.options.failed(error.message)));
      child.on("exit", (code, signal) => ended(this.options.failed(`its process ended (${signal ?? code})`)));
    });
    return this.started;
  }

  /** Ends the running process, failing what it was doing with `error`. */
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
