import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, type DataRouter } from "react-router";
import { App } from "./app.tsx";
import { LOGIN_TITLE } from "./features/auth/login-page.tsx";
import { routes } from "./routes.tsx";
import { PRODUCT_NAME } from "./ui/brand.tsx";

// The login page is drawn at build time (scripts/prerender-login.mjs) and sent as HTML, so a
// phone shows it before any script; React then takes over the same elements (main.tsx, hydrateRoot). Rendered
// by the same App and routes as in the browser, so the two agree element for element.

/** Stands for the context path in the markup's links; the server puts the real one in (src/server/login-page.ts). */
export const CONTEXT_PATH_MARK = "/__context_path__";

/** The variants the server sends: plain, after an expired session (`?ses`), after a new password (`?pas`). */
export const LOGIN_VARIANTS = ["", "ses", "pas"] as const;

function whenInitialized(router: DataRouter) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The login page's tab title, as AuthLayout sets it once React runs. */
export const LOGIN_PAGE_TITLE = `${LOGIN_TITLE} · ${PRODUCT_NAME}`;
/** What a search result says under the login page's title. */
export const LOGIN_PAGE_DESCRIPTION = `Log in to ${PRODUCT_NAME} to edit your menus and hours, publish your menu page and take orders.`;

/** The markup of #root at /login, /login?ses or /login?pas. */
export async function renderLogin(variant: (typeof LOGIN_VARIANTS)[number]): Promise<string> {
  const router = createMemoryRouter(routes, {
    initialEntries: [`${CONTEXT_PATH_MARK}/login${variant ? `?${variant}` : ""}`],
    basename: CONTEXT_PATH_MARK,
  });
  await whenInitialized(router);
  try {
    return renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } finally {
    router.dispose();
  }
}
