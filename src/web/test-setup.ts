import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// What Mantine reads from a browser that happy-dom does not provide. The dashboard's components ask for the
// colour scheme and breakpoints through matchMedia, and measure themselves (ScrollArea, SegmentedControl,
// popovers) through ResizeObserver; a test screen matches no media query and never resizes.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Autosized textareas (the item's name, its description) re-measure when web fonts finish loading; a test page
// loads no fonts, so an idle FontFaceSet is enough.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: "loaded" }),
  });
}

// Tests run without Vitest's globals, so Testing Library cannot register its own cleanup: each test starts on an
// empty page.
afterEach(() => cleanup());
