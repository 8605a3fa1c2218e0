const INTENT_EVENTS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Calls `callback` once, at the first focus, tap or key anywhere on the page: the owner is about to use the form,
 * so what it will need can start loading now. A page only loaded (Lighthouse, a crawler) never calls it.
 * Returns a function that stops listening.
 */
export function onFirstIntent(callback: () => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
  };
  const onIntent = () => {
    stop();
    callback();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
  return stop;
}
