// The login page's only script in its HTML. The page arrives drawn (prerender.tsx): the form is on
// screen and typing works before any of the dashboard's code runs. Once that first frame is drawn, the dashboard's
// code is downloaded; it runs at the owner's first touch, key or focus (or at once for an owner already logged in
// on this device, whom it sends on to the dashboard), and React then takes over the drawn elements (main.tsx).
// A phone thus shows the form first, and no work blocks it until the owner uses it. Nothing here is shared with
// the dashboard's code but first-intent.ts; the dashboard says by an event when it has taken over.

import { onFirstIntent } from "./first-intent.ts";

/** The key the dashboard keeps its session under (src/web/api/session.ts). */
const SESSION_KEY = "menu-builder.session";

// The entry first, then the chunks it imports (src/server/login-page.ts).
const [entry, ...imports] =
  document.querySelector<HTMLMetaElement>('meta[name="dashboard-entry"]')?.content.split(" ") ?? [];

// A submit before React listens would reload the page with the fields lost: it is held back, and sent again once
// React has taken over, so an owner who pressed Log In early is logged in all the same.
let heldForm: HTMLFormElement | null = null;
const hold = (event: Event) => {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) heldForm = event.target;
};
document.addEventListener("submit", hold, true);
// Likewise a button that only React answers (the password's show/hide, which Mantine toggles on mousedown): it is
// pressed again then, mousedown and click. Links need nothing: they work as plain links.
let heldButton: HTMLButtonElement | null = null;
const holdButton = (event: Event) => {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (button && button.type !== "submit") heldButton = button;
};
document.addEventListener("mousedown", holdButton, true);
// Sent by main.tsx (the same name there).
document.addEventListener(
  "dashboard:mounted",
  () => {
    document.removeEventListener("submit", hold, true);
    document.removeEventListener("mousedown", holdButton, true);
    const form = heldForm;
    const button = heldButton;
    heldForm = null;
    heldButton = null;
    // After the first commit's state updates (the fields' values, login-page.tsx), so the form reads them.
    setTimeout(() => {
      if (button?.isConnected) {
        button.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true, view: window }));
        button.click();
      }
      if (form?.isConnected) form.requestSubmit();
    }, 0);
  },
  { once: true },
);

/** Set for this tab once the page was reloaded because the dashboard's code would not load. */
const RELOADED_KEY = "menu-builder.login-reloaded";

/**
 * The dashboard's code did not load (a dropped connection, or a new release whose files replaced these): the form
 * must not stay held. The page is loaded again once, with its current files; after that the hold is let go.
 */
function recover() {
  document.removeEventListener("submit", hold, true);
  document.removeEventListener("mousedown", holdButton, true);
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, "1");
  } catch {
    return;
  }
  location.reload();
}

function start() {
  stopWaiting();
  if (!entry) return;
  import(/* @vite-ignore */ entry).then(() => {
    try {
      sessionStorage.removeItem(RELOADED_KEY);
    } catch {
      // nothing to forget
    }
  }, recover);
}
const stopWaiting = onFirstIntent(start);

function hasSession() {
  try {
    return localStorage.getItem(SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

if (hasSession()) start();
// Two frames: the first is drawn, with its largest text, before the download starts.
else
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      for (const href of [entry, ...imports]) {
        if (!href) continue;
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        document.head.append(link);
      }
    }),
  );
