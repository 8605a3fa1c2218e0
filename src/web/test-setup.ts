import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { scaled } from "../../tests/helpers/slowness.ts";

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

// The component test files of a worker share one page (`isolate: false` in vitest.config.ts: React, Mantine and
// the dashboard are imported once per worker instead of once per file, which was half the project's time). What a
// file may have changed on that page and left behind (a phone's matchMedia, a stand-in fetch, fake timers, stored
// keys) is put back before the next file starts, so no file passes or fails by the one before it. The page's own
// are kept from the first file, since this module runs again for each.
const firstFile = Symbol.for("menu-builder.component-tests.page");
const shared = globalThis as typeof globalThis & {
  [firstFile]?: { matchMedia: typeof window.matchMedia; fetch: typeof globalThis.fetch };
};
shared[firstFile] ??= { matchMedia: window.matchMedia, fetch: globalThis.fetch };
const page = shared[firstFile];
beforeAll(() => {
  vi.useRealTimers();
  window.matchMedia = page.matchMedia;
  globalThis.fetch = page.fetch;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

// Tests run without Vitest's globals, so Testing Library cannot register its own cleanup: each test starts on an
// empty page.
afterEach(() => cleanup());

// A `findBy…` or `waitFor` waits for what the owner would see; Testing Library gives up after one second, which a
// render behind a busy machine's other work outlasts. The wait ends as soon as the outcome shows, so a longer
// limit costs a passing test nothing.
configure({ asyncUtilTimeout: scaled(5_000) });
