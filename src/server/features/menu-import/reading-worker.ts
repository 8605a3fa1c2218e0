import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * The readers' CPU priority, a nice value: 19, the lowest, so a file being read takes only the CPU the guests'
 * pages leave. The test suite reads at 0: its other steps keep every core busy, and at 19 a reading would wait
 * for them all.
 */
export const READER_NICE = 19;

export interface ReaderPriority {
  /** The reading's nice value (READER_NICE unless said). */
  nice?: number | undefined;
}

/**
 * One file read in a worker thread, or a child process, of its own, ended with the file: a hostile file can take
 * its memory and time, never the server's. Whatever ends it first (an answer, the time limit, a crash or running
 * out of memory) settles the reading once; the caller turns each into its answer or the owner's error.
 */
export interface ReadingWorker<Message, Result> {
  file: URL;
  workerData: unknown;
  memoryLimitMb: number;
  timeLimitMs: number;
  /** The thread's or process's nice value: a thread gets it as `workerData.nice`, a process as its one argument. */
  nice: number;
  /** The worker's answer as the result; throws the owner's error for a file it could not read. */
  answer: (message: Message) => Result;
  /** Past the time limit. */
  tooSlow: () => Error;
  /** A crash or exit without an answer; `error` when the thread raised one (its `code` says out of memory). */
  failed: (error?: Error & { code?: string }) => Error;
}

/** What settling needs of a thread or a process: its answer, its end, and ending it. */
interface Reader {
  onMessage(listener: (message: unknown) => void): void;
  onError(listener: (error: Error & { code?: string }) => void): void;
  /** It ended, with or without an answer. */
  onEnd(listener: () => void): void;
  end(): void;
}

function settleReading<Message, Result>(reading: ReadingWorker<Message, Result>, reader: Reader) {
  return new Promise<Result>((resolve, reject) => {
    let isSettled = false;
    const settle = (action: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      reader.end();
      action();
    };
    const timer = setTimeout(() => settle(() => reject(reading.tooSlow())), reading.timeLimitMs);
    reader.onMessage((message) =>
      settle(() => {
        try {
          resolve(reading.answer(message as Message));
        } catch (error) {
          reject(error);
        }
      }),
    );
    reader.onError((error) => settle(() => reject(reading.failed(error))));
    reader.onEnd(() => settle(() => reject(reading.failed())));
  });
}

/** In a worker thread: quick to start, but what the thread's native code takes stays with the server's process. */
export function readInWorkerThread<Message, Result>(
  reading: ReadingWorker<Message, Result>,
): Promise<Result> {
  const worker = new Worker(reading.file, {
    workerData: { ...(reading.workerData as object), nice: reading.nice },
    resourceLimits: { maxOldGenerationSizeMb: reading.memoryLimitMb },
  });
  return settleReading(reading, {
    onMessage: (listener) => worker.on("message", listener),
    onError: (listener) => worker.on("error", listener),
    onEnd: (listener) => worker.on("exit", listener),
    end: () => void worker.terminate(),
  });
}

/**
 * In a child process, whose memory all goes back to the system when it ends: for readers whose native parts
 * (a canvas, pdf.js) kept tens of megabytes in the server after a thread ended. The file gets `workerData` as
 * its one message (structured clone, so bytes travel as bytes) and answers with one.
 */
export function readInChildProcess<Message, Result>(
  reading: ReadingWorker<Message, Result>,
): Promise<Result> {
  const child = fork(fileURLToPath(reading.file), [String(reading.nice)], {
    // Not the server's own flags (a loader, source maps): plain JavaScript with its memory limit.
    execArgv: [`--max-old-space-size=${reading.memoryLimitMb}`],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  child.send(reading.workerData as object);
  return settleReading(reading, {
    onMessage: (listener) => child.on("message", listener),
    onError: (listener) => child.on("error", listener),
    // "close" comes once the process has ended and its channel is read to the end: an answer sent just before
    // exiting is still heard first ("exit" may come before it).
    onEnd: (listener) => child.on("close", listener),
    end: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  });
}
