import { describe, expect, it } from "vitest";
import { EMBEDDED_SETTINGS, embeddedStartParams } from "./embedded-settings.ts";

describe("embeddedStartParams", () => {
  const pgliteDefaults = ["--single", "-F", "-c", "search_path=public"];

  it("keeps PGlite's own parameters first, then sets each of ours with -c", () => {
    const params = embeddedStartParams(pgliteDefaults);
    expect(params.slice(0, pgliteDefaults.length)).toEqual(pgliteDefaults);
    expect(params.slice(pgliteDefaults.length)).toEqual([
      "-c",
      `shared_buffers=${EMBEDDED_SETTINGS.shared_buffers}`,
      "-c",
      `maintenance_work_mem=${EMBEDDED_SETTINGS.maintenance_work_mem}`,
      "-c",
      `max_wal_size=${EMBEDDED_SETTINGS.max_wal_size}`,
      "-c",
      `min_wal_size=${EMBEDDED_SETTINGS.min_wal_size}`,
    ]);
  });

  it("sets only the settings it is given, and leaves PGlite's list as it was", () => {
    const params = embeddedStartParams(pgliteDefaults, { shared_buffers: "32MB" });
    expect(params).toEqual([...pgliteDefaults, "-c", "shared_buffers=32MB"]);
    expect(pgliteDefaults).toHaveLength(4);
  });
});
