import { h } from "./dom.ts";
import { words } from "./words.ts";

// One modal sheet for the cart's screens: a bottom sheet on a phone, a centred panel on a wide screen. The
// browser's <dialog> gives focus trapping, Escape and the backdrop.

export interface Sheet {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  close(): void;
}

export function openSheet(label: string, onClose?: () => void): Sheet {
  const body = h("div", { class: "sh-body" });
  const dialog = h("dialog", { class: "sheet", "aria-label": label });
  const close = h("button", { class: "close", type: "button", "aria-label": words.close }, "×");
  close.addEventListener("click", () => dialog.close());
  // The cart's spoken changes (focus.ts announce) are said from inside the open sheet: a modal hides the page.
  const status = h("p", { class: "live-status sr-only", role: "status", "aria-live": "polite" });
  dialog.append(close, body, status);
  dialog.addEventListener("close", () => {
    dialog.remove();
    onClose?.();
  });
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  dialog.showModal();
  return { dialog, body, close: () => dialog.close() };
}
