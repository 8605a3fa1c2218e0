// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { h } from "./dom.ts";
import { announce, focusKeyOf, redraw } from "./focus.ts";

// The sheet's redraws keep the guest's focus: the same control by its key, a named neighbour when it went, the
// screen's heading otherwise; and a refused field is focused whatever had focus.

afterEach(() => {
  document.body.textContent = "";
});

function lines(keys: string[]) {
  return [
    h("h2", {}, "Your order"),
    ...keys.map((key) =>
      h(
        "div",
        {},
        h("button", { "data-focus": `line:${key}:remove` }, "Remove"),
        h("input", { name: `q-${key}` }),
      ),
    ),
    h("button", { "data-focus": "checkout" }, "Checkout"),
  ];
}

function mounted() {
  const container = h("div");
  document.body.append(container);
  return container;
}

const active = () => document.activeElement as HTMLElement;

describe("redraw", () => {
  it("puts focus back on the control with the same key", () => {
    const container = mounted();
    redraw(container, lines(["a", "b"]));
    container.querySelector<HTMLElement>('[data-focus="checkout"]')?.focus();
    redraw(container, lines(["a", "b"]));
    expect(active().dataset.focus).toBe("checkout");
    expect(active().isConnected).toBe(true);
  });

  it("keys form fields by their name, and radios by name and value", () => {
    const radio = h("input", { type: "radio", name: "tip", value: "15" });
    expect(focusKeyOf(radio)).toBe("tip=15");
    expect(focusKeyOf(h("input", { name: "phone" }))).toBe("phone");
    expect(focusKeyOf(h("button", {}, "no key"))).toBeNull();
  });

  it("goes to the named neighbour when the focused control's line is gone, else to the heading", () => {
    const container = mounted();
    redraw(container, lines(["a", "b", "c"]));
    container.querySelector<HTMLElement>('[data-focus="line:b:remove"]')?.focus();
    redraw(container, lines(["a", "c"]), { fallback: ["line:c:remove", "line:a:remove"] });
    expect(active().dataset.focus).toBe("line:c:remove");

    container.querySelector<HTMLElement>('[data-focus="checkout"]')?.focus();
    redraw(container, [h("h2", {}, "Checkout"), h("input", { name: "name" })]);
    expect(active().tagName).toBe("H2");
    expect(active().textContent).toBe("Checkout");
    expect(active().tabIndex).toBe(-1);
  });

  it("focuses the field it is told to, a refused one, over the control that had focus", () => {
    const container = mounted();
    redraw(container, lines(["a"]));
    container.querySelector<HTMLElement>('[data-focus="checkout"]')?.focus();
    redraw(container, lines(["a"]), { to: "q-a" });
    expect((active() as HTMLInputElement).name).toBe("q-a");
  });

  it("remembers the last control focused through a wait in which it went away", () => {
    const container = mounted();
    redraw(container, lines(["a"]));
    container.querySelector<HTMLElement>('[data-focus="checkout"]')?.focus();
    // A "getting your total" screen: the button is gone and focus with it.
    redraw(container, [h("p", {}, "Getting your total…")]);
    redraw(container, lines(["a"]));
    expect(active().dataset.focus).toBe("checkout");
  });

  it("leaves focus alone when the guest is elsewhere on the page", () => {
    const outside = h("button", {}, "Elsewhere");
    document.body.append(outside);
    const container = mounted();
    redraw(container, lines(["a"]));
    outside.focus();
    redraw(container, lines(["a"]));
    expect(active()).toBe(outside);
  });
});

describe("announce", () => {
  it("says the message in a polite region of the open sheet, else of the page", async () => {
    const region = h("p", { class: "live-status", role: "status", "aria-live": "polite" });
    document.body.append(region);
    announce("2 items, $14.00");
    await vi.waitFor(() => expect(region.textContent).toBe("2 items, $14.00"));

    const dialog = h("dialog");
    document.body.append(dialog);
    dialog.setAttribute("open", "");
    announce("Soup removed. 1 item, $7.00");
    await vi.waitFor(() =>
      expect(dialog.querySelector(".live-status")?.textContent).toBe("Soup removed. 1 item, $7.00"),
    );
    expect(dialog.querySelector(".live-status")?.getAttribute("aria-live")).toBe("polite");
  });
});
