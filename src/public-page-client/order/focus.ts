import { append, h } from "./dom.ts";

// The sheet's screens are drawn again from scratch on every change (a quantity, a choice, a step), which would
// drop a keyboard or screen-reader guest's focus to the page's <body>. Each control that can hold focus has a
// stable key: its `data-focus` attribute, or for a form field its name (and value, for a radio), so a module
// added to the checkout keeps focus through redraws by naming its fields. `redraw` puts focus back on the
// control with the same key, else on a neighbor the caller names, else on the screen's heading.

const FOCUS_ATTRIBUTE = "data-focus";

/** The key a control is found by after a redraw; null for one that has none. */
export function focusKeyOf(element: Element | null): string | null {
  const keyed = element?.closest(`[${FOCUS_ATTRIBUTE}]`);
  if (keyed) return keyed.getAttribute(FOCUS_ATTRIBUTE);
  if (
    !(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    )
  )
    return null;
  if (!element.name) return element.id ? `#${element.id}` : null;
  return element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")
    ? `${element.name}=${element.value}`
    : element.name;
}

function findByKey(container: Element, key: string): HTMLElement | null {
  for (const candidate of container.querySelectorAll<HTMLElement>(
    `[${FOCUS_ATTRIBUTE}], input, textarea, select`,
  )) {
    if (focusKeyOf(candidate) === key && isFocusable(candidate)) return candidate;
  }
  return null;
}

const isFocusable = (element: HTMLElement) =>
  !(element as HTMLButtonElement).disabled && !element.closest("[hidden]");

/** The screen's heading, made focusable from script only, so the guest hears where they are. */
function headingOf(container: Element): HTMLElement | null {
  const heading = container.querySelector<HTMLElement>("h2, h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading;
}

/** The key of the last control focused in each container: a redraw after a wait (the total asked of the server,
 * the times read) still knows where the guest was, though the control went away meanwhile. */
const lastKeys = new WeakMap<Element, string>();

function remember(container: Element) {
  if (lastKeys.has(container) || container.hasAttribute("data-focus-tracked")) return;
  container.setAttribute("data-focus-tracked", "");
  container.addEventListener("focusin", (event) => {
    const key = focusKeyOf(event.target as Element);
    if (key) lastKeys.set(container, key);
  });
}

export interface RedrawFocus {
  /** Where focus goes whatever had it: the first invalid field of a refused form. */
  to?: string | null | undefined;
  /** Where it goes when the control that had it is gone (its line removed), in order, before the heading. */
  fallback?: (string | null | undefined)[];
}

/** Whether focus is ours to move: inside the container, or dropped to the page when the control went away. */
function holdsFocus(container: Element): boolean {
  const active = document.activeElement;
  return !active || active === document.body || container.contains(active);
}

/** Draws the container's content again and puts the guest's focus back where it belongs. */
export function redraw(container: HTMLElement, children: (Node | null)[] | Node, focus: RedrawFocus = {}) {
  remember(container);
  const active = document.activeElement;
  const shouldMove = focus.to != null || holdsFocus(container);
  const key = (container.contains(active) ? focusKeyOf(active) : null) ?? lastKeys.get(container) ?? null;
  const selection =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? { start: active.selectionStart, end: active.selectionEnd }
      : null;
  container.textContent = "";
  append(container, Array.isArray(children) ? children : [children]);
  if (!shouldMove) return;
  const wanted = [focus.to, key, ...(focus.fallback ?? [])].filter((entry): entry is string =>
    Boolean(entry),
  );
  let target: HTMLElement | null = null;
  for (const entry of wanted) {
    target = findByKey(container, entry);
    if (target) break;
  }
  target ??= headingOf(container);
  if (!target) return;
  target.focus({ preventScroll: target.tagName === "H2" });
  if (target.tagName === "H2") container.scrollTop = 0;
  if (selection && target === findByKey(container, key ?? "") && "setSelectionRange" in target) {
    try {
      (target as HTMLInputElement).setSelectionRange(selection.start, selection.end);
    } catch {
      // an email or number field keeps no selection
    }
  }
}

/**
 * A polite message for screen readers, said where the guest is: in the open sheet, else on the page (a modal
 * sheet hides the page's own region). Looked up after a moment, when a closing item dialog has gone.
 */
export function announce(message: string) {
  setTimeout(() => {
    const sheets = document.querySelectorAll("dialog[open]");
    const host = sheets[sheets.length - 1] ?? document.body;
    let region = host.querySelector<HTMLElement>(":scope > .live-status");
    if (!region) {
      region = h("p", { class: "live-status sr-only", role: "status", "aria-live": "polite" });
      host.append(region);
    }
    // Emptied first, then filled after a frame: the same words twice in a row are said twice.
    region.textContent = "";
    const target = region;
    setTimeout(() => {
      target.textContent = message;
    }, 50);
  }, 0);
}
