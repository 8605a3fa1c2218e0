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

// Tests run without Vitest's globals, so Testing Library cannot register its own cleanup: each test starts on an
// empty page.
afterEach(() => cleanup());
