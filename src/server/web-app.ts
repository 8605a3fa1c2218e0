import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../shared/common/messages.ts";
import { readLoginPages } from "./login-page.ts";
import { readLightScreenPreloads } from "./web-preloads.ts";

/**
 * The first path segments of the dashboard's routes (src/web/router.tsx: keep the two together). Under `app`
 * and `settings` the dashboard itself answers every path (unknown ones inside its shell).
 */
const DASHBOARD_SEGMENTS = new Set([
  "",
  "login",
  "start",
  "pass-forgot",
  "verify-email",
  "new-business",
  "about",
  "places",
  "onboard",
  "adm",
]);
const DASHBOARD_AREAS = new Set(["app", "settings"]);

function isDashboardRoute(pathInApp: string) {
  const segments = pathInApp.split("/").filter(Boolean);
  const first = segments[0] ?? "";
  if (DASHBOARD_AREAS.has(first)) return true;
  return segments.length <= 1 && DASHBOARD_SEGMENTS.has(first);
}

/**
 * The built files' addresses in a page, under the context path: the builds name them from the root ("/assets/…",
 * or "./assets/…" where the build is relative), and every route, the files included, sits under that path.
 */
export function assetsUnder(page: string, contextPath: string) {
  return page.replace(/((?:src|href)=")\.?\/assets\//g, `$1${contextPath}/assets/`);
}

/**
 * Serves the built dashboard: hashed assets with immutable caching, and index.html for every page under the
 * context path, carrying the runtime settings the dashboard needs in a meta tag (no inline script: CSP).
 */
export async function registerWebApp(app: FastifyInstance) {
  const { webDir, contextPath, debug } = app.config;
  const indexFile = webDir ? path.join(webDir, "index.html") : null;
  if (!webDir || !indexFile || !existsSync(indexFile)) {
    app.setNotFoundHandler((_request, reply) => {
      reply.status(404).send({ status: 404, code: "NOT_FOUND", message: MESSAGES.notFoundPage });
    });
    return;
  }

  await app.register(fastifyStatic, {
    root: path.join(webDir, "assets"),
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    index: false,
    wildcard: true,
    // scripts/precompress.mjs wrote .br and .gz beside each asset at build time.
    preCompressed: true,
  });

  const settings = JSON.stringify({ contextPath, debug }).replaceAll('"', "&quot;");
  const html = readFileSync(indexFile, "utf8").replace(
    "<!--app-config-->",
    `<meta name="app-config" content="${settings}">`,
  );

  // The login, sign-up and reset pages name their own chunks (web-preloads.ts).
  const preloads = readLightScreenPreloads(webDir);
  const pages = new Map(
    [...preloads].map(([segment, links]) => [segment, html.replace("</head>", `${links}</head>`)]),
  );

  // The login page arrives drawn (login-page.ts), by its query: plain, ?ses or ?pas.
  const drawnLogins = readLoginPages(webDir, html, contextPath);
  const loginPages = drawnLogins
    ? new Map([...drawnLogins].map(([query, page]) => [query, assetsUnder(page, contextPath)]))
    : null;
  const indexHtml = assetsUnder(html, contextPath);
  for (const [segment, page] of pages) pages.set(segment, assetsUnder(page, contextPath));

  // The path arrives without the context path (http/front-server.ts): what the dashboard's router sees.
  app.setNotFoundHandler((request, reply) => {
    const queryAt = request.url.indexOf("?");
    const pathInApp = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const query = queryAt < 0 ? "" : request.url.slice(queryAt + 1);
    const isPage = request.method === "GET" && !pathInApp.startsWith("/v1/");
    if (!isPage) {
      return reply.status(404).send({ status: 404, code: "NOT_FOUND", message: MESSAGES.notFoundPage });
    }
    // The dashboard's router renders "Can't find that page." for a path it does not know; the status says 404
    // too, so search engines see no soft 404 (a "not found" page answered with 200).
    const status = isDashboardRoute(pathInApp) ? 200 : 404;
    const segments = pathInApp.split("/").filter(Boolean);
    const page =
      (pathInApp === "/login" && loginPages?.get(query)) ||
      (segments.length === 1 && pages.get(segments[0] ?? "")) ||
      indexHtml;
    return reply
      .status(status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(page);
  });
}
