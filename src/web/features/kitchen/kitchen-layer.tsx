import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

// The kitchen screen covers the dashboard's frame (header, navigation, the page behind), which stays mounted so
// its live orders and sound keep running. Covered is not enough for a keyboard: Tab would walk on into the hidden
// navigation. So the screen is drawn at the end of the page, beside the menus and dialogs it opens, and the
// dashboard's own tree is made inert while it is up: Tab and a screen reader reach only the kitchen and what it opens.

/** Draws `children` over the dashboard, which is inert meanwhile. */
export function KitchenLayer({ children }: { children: ReactNode }) {
  const [host] = useState(() => {
    const element = document.createElement("div");
    element.dataset.kitchenLayer = "";
    return element;
  });
  const anchor = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    document.body.appendChild(host);
    // The dashboard's tree: the child of <body> this screen was rendered in (the app's root element).
    let app: Element | null = anchor.current;
    while (app?.parentElement && app.parentElement !== document.body) app = app.parentElement;
    const wasInert = app?.hasAttribute("inert") ?? false;
    if (app && app !== host) app.setAttribute("inert", "");
    return () => {
      if (app && !wasInert) app.removeAttribute("inert");
      host.remove();
    };
  }, [host]);
  return (
    <>
      <span ref={anchor} hidden />
      {createPortal(children, host)}
    </>
  );
}
