import "./mantine-sign-in.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { prefetchEditor } from "./prefetch.ts";
import { router } from "./router.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// The login page's boot script (login-boot.ts) waits for this to send what it held back.
const sayMounted = () => document.dispatchEvent(new Event("dashboard:mounted"));
const app = (
  <StrictMode>
    <App router={router} onMounted={sayMounted} />
  </StrictMode>
);

if (root.firstElementChild) {
  // The login page arrives drawn (prerender.tsx): React takes over the same elements once the
  // screen's chunk is in (the router renders nothing before), so what the owner already typed stays.
  // It runs at the owner's first touch (login-boot.ts): the editor they are heading for comes next.
  prefetchEditor();
  const hydrate = () => hydrateRoot(root, app);
  if (router.state.initialized) hydrate();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      hydrate();
    });
  }
} else createRoot(root).render(app);
