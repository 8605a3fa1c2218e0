// Creates a new embedded database (initdb, then the migrations) in a child process of its own, which then ends.
// initdb runs in PGlite as two more WebAssembly instances beside the database's own; in the server's process they
// left it at 780 MB resident after its first start (900 MB at the peak), against 330 MB for the same server
// restarted on the folder: a WebAssembly memory is never given back, nor the allocator's memory the compilers took.
// Here it is all given back to the system when the process ends. Plain JavaScript: the server bundle copies this
// file beside itself (scripts/build-server.mjs) and the sources run it from here, with no TypeScript transform.
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const { dir, migrationsFolder, startParams } = JSON.parse(process.argv[2] ?? "{}");
const client = await PGlite.create(dir, { startParams });
await migrate(drizzle(client), { migrationsFolder });
await client.close();
