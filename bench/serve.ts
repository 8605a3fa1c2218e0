// Runs the app for a benchmark in its own process, so the load generator never shares its event loop.
// Prints one JSON line {baseUrl, url, token, businessId} once a published 60-item menu is ready.
import { publishedMenu, startBenchApp } from "./bench-app.ts";

const engine = (process.argv[2] as "pglite" | "postgres" | undefined) ?? "pglite";
const items = Number(process.argv[3] ?? 60);
const app = await startBenchApp(engine);
const published = await publishedMenu(app.baseUrl, items);
console.log(
  JSON.stringify({
    baseUrl: app.baseUrl,
    ...published,
    menu: undefined,
    menuId: published.menu.id,
    version: published.menu.version,
  }),
);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
