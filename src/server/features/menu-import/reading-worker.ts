import { Worker } from "node:worker_threads";

/**
 * One file read in a worker thread of its own, ended with the file: a hostile file can take the thread's memory
 * and time, never the server's. Whatever ends it first (an answer, the time limit, a crash or running out of
 * memory) settles the reading once; the caller turns each into its answer or the owner's error.
 */
export interface ReadingWorker<Message, Result> {
  file: URL;
  workerData: unknown;
  memoryLimitMb: number;
  timeLimitMs: number;
  /** The worker's answer as the result; throws the owner's error for a file it could not read. */
  answer: (message: Message) => Result;
  /** Past the time limit. */
  tooSlow: () => Error;
  /** A crash or exit without an answer; `error` when the thread raised one (its `code` says out of memory). */
  failed: (error?: Error & { code?: string }) => Error;
}

export function readInWorkerThread<Message, Result>(
  reading: ReadingWorker<Message, Result>,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(reading.file, {
      workerData: reading.workerData,
      resourceLimits: { maxOldGenerationSizeMb: reading.memoryLimitMb },
    });
    let isSettled = false;
    const settle = (action: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      void worker.terminate();
      action();
    };
    const timer = setTimeout(() => settle(() => reject(reading.tooSlow())), reading.timeLimitMs);
    worker.on("message", (message: Message) =>
      settle(() => {
        try {
          resolve(reading.answer(message));
        } catch (error) {
          reject(error);
        }
      }),
    );
    worker.on("error", (error: Error & { code?: string }) => settle(() => reject(reading.failed(error))));
    worker.on("exit", () => settle(() => reject(reading.failed())));
  });
}
