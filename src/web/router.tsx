import { createBrowserRouter } from "react-router";
import { setSessionExpiredHandler } from "./api/client.ts";
import { APP_CONFIG } from "./config.ts";
import { isEditorArea, prefetchEditor, prefetchEditorOnIntent } from "./prefetch.ts";
import { routes } from "./routes.tsx";

// The dashboard's router in the browser, over the routes of routes.tsx.
export const router = createBrowserRouter(routes, { basename: APP_CONFIG.contextPath || undefined });

// Heading into the dashboard (after login, or opening a page there) fetches the editor beside the shell; so does
// the first interaction with a sign-in form (prefetch.ts).
if (isEditorArea(router.state.location.pathname)) prefetchEditor();
prefetchEditorOnIntent();
router.subscribe(({ location, navigation }) => {
  if (isEditorArea((navigation.location ?? location).pathname)) prefetchEditor();
});

// A 401 from an authenticated call sends the owner to login with the "session expired" flag.
setSessionExpiredHandler(() => {
  if (router.state.location.pathname !== "/login") void router.navigate("/login?ses", { replace: true });
});
