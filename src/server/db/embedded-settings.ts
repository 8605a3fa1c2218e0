// The embedded database is what a single restaurant or a trial runs, often on a 1 GB server, and PGlite's own
// settings are a stock server's: 128 MB of shared buffers, which Postgres writes over when it starts, so the
// WebAssembly memory holds them all from the first second (and a WebAssembly memory never shrinks). A
// restaurant's whole database is a few megabytes to a few tens; the guest page is served from the server's own
// memory, so the buffers only ever hold the pages orders and owners' saves touch. Figures: bench/RESULTS.md.

/** Postgres settings (`-c name=value`) the embedded database starts with, over PGlite's defaults. */
export interface EmbeddedSettings {
  /** Pages Postgres keeps in memory; the WebAssembly memory holds all of it from the start. */
  shared_buffers: string;
  /**
   * What one VACUUM, ANALYZE or CREATE INDEX may take: the WebAssembly memory grows to the largest it ever
   * took, and keeps it.
   */
  maintenance_work_mem: string;
  /**
   * Single-user Postgres has no checkpointer and never checkpoints on its own until it closes, so the
   * write-ahead log grows on disk without end: the upkeep checkpoints when the log passes this
   * (embedded-upkeep.ts).
   */
  max_wal_size: string;
  /** The log files a checkpoint keeps for reuse (16 MB each; PGlite's 80 MB kept five). */
  min_wal_size: string;
}

export const EMBEDDED_SETTINGS: EmbeddedSettings = {
  shared_buffers: "16MB",
  maintenance_work_mem: "16MB",
  max_wal_size: "64MB",
  min_wal_size: "32MB",
};

/**
 * PGlite's start parameters with `settings` added: PGlite's own are kept (single-user mode, no parallel
 * workers…), since `startParams` replaces them rather than adding to them.
 */
export function embeddedStartParams(
  pgliteDefaults: readonly string[],
  settings: Partial<EmbeddedSettings> = EMBEDDED_SETTINGS,
): string[] {
  const ours = Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  return [...pgliteDefaults, ...ours];
}
