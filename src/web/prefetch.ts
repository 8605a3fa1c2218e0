import { onFirstIntent } from "./first-intent.ts";
import { prefetchNotifications } from "./ui/notifications-host.tsx";

// The menu editor is the screen owners open most, and login lands on it. The sign-in screens load
// without it; the dashboard's chunks are fetched once the owner shows intent on them (the first focus, tap or key
// on the form, seconds before the login answers) or heads into the app, so opening the editor waits for no download.
let isPrefetched = false;

export function prefetchEditor() {
  if (isPrefetched) return;
  isPrefetched = true;
  void import("./shell/dashboard-shell.tsx");
  void import("./features/menus/app-root-redirect.tsx");
  void import("./features/menus/menu-page.tsx");
  void import("./features/menus/new-menu-page.tsx");
  void import("./features/menus/menu-list-page.tsx");
  prefetchNotifications();
}

/** The dashboard's own area (the owner is past sign-in): `/app/…`. */
export function isEditorArea(pathname: string) {
  return pathname === "/app" || pathname.startsWith("/app/");
}

/** The owner's first interaction with a sign-in form starts the prefetch; a page only loaded (Lighthouse) never does. */
export function prefetchEditorOnIntent() {
  onFirstIntent(prefetchEditor);
}
