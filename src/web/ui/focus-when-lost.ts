import { useEffect, useRef } from "react";

// A change of state often removes the control that had focus: an item's Edit button becomes its form, Accept
// disappears once the order is accepted, a modal hands focus back to a trigger that was drawn anew. The browser
// then drops focus to <body> and a keyboard or screen-reader user starts again from the top of the page. These
// put focus on a sensible place instead, but only when it was lost: focus the person moved themselves (a click
// elsewhere) stays where it is.

/** Whether focus has dropped to the page: nothing, <body>, or an element no longer in the document. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Makes an element focusable from script only (a heading), then focuses it. */
export function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.tabIndex = -1;
  element.focus();
  return document.activeElement === element;
}

/**
 * Watches for `withinMs` (a closing modal's transition, a list redrawn after a save) and focuses `target` the
 * moment focus is found lost. Returns a function that stops watching.
 */
export function focusWhenLost(target: () => HTMLElement | null | undefined, withinMs = 1_500): () => void {
  const started = performance.now();
  let frame = 0;
  const check = () => {
    if (isFocusLost() && focusElement(target())) return;
    if (performance.now() - started < withinMs) frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  return () => cancelAnimationFrame(frame);
}

/** `focusWhenLost` each time `key` (an order's status…) changes after the first render. */
export function useFocusWhenLost(target: () => HTMLElement | null | undefined, key: unknown) {
  const isFirst = useRef(true);
  const latest = useRef(target);
  latest.current = target;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key changing is the reason to look again
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    return focusWhenLost(() => latest.current());
  }, [key]);
}
