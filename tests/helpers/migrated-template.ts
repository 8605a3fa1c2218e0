import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteDump, openDatabase } from "../../src/server/db/client.ts";
import { createFreshPostgres } from "./fresh-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite database (tests on the embedded engine). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test file's database is copied from (tests on PostgreSQL). */
    postgresTemplate: string;
  }
}

/**
 * Vitest's global set-up: migrate one database before the test files run, and let each file start from a copy.
 * Creating and migrating a database per file cost seconds each (PGlite's initdb most of all); a copy costs a
 * fraction, and every file still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = await createFreshPostgres(adminUrl, "template");
    const database = await openDatabase({ databaseUrl: template.url, dataDir: "unused" });
    await database.close(); // a template may have no open connection while it is copied
    project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
    project.provide("pgliteTemplate", "");
    return () => template.drop();
  }
  const dump = await migratedPgliteDump();
  const file = path.join(tmpdir(), `menu-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(file, { force: true });
}
