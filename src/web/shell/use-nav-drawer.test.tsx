import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useNavDrawer } from "./use-nav-drawer.ts";

// The drawer against the two clocks of a page change: the address bar's (first) and the drawn page's (after).

function drawer() {
  let address = "/app";
  const hook = renderHook(({ pathname }) => useNavDrawer(pathname, () => address), {
    initialProps: { pathname: "/app" },
  });
  return {
    hook,
    /** The router has changed the address; React has not drawn the page yet. */
    goTo(next: string) {
      address = next;
    },
    /** React draws the page at the address. */
    draw() {
      hook.rerender({ pathname: address });
    },
  };
}

describe("the phone's navigation drawer", () => {
  it("stays open when the owner opened it after the address changed but before the page was drawn", () => {
    const { hook, goTo, draw } = drawer();
    goTo("/app/biz/b1/menus/new");
    act(() => hook.result.current.toggle());
    expect(hook.result.current.isOpen).toBe(true);
    draw();
    expect(hook.result.current.isOpen).toBe(true);
  });

  it("closes when the owner goes to another page from it", () => {
    const { hook, goTo, draw } = drawer();
    act(() => hook.result.current.toggle());
    goTo("/app/settings/location");
    draw();
    expect(hook.result.current.isOpen).toBe(false);
  });

  it("opens and closes from the burger", () => {
    const { hook } = drawer();
    act(() => hook.result.current.toggle());
    expect(hook.result.current.isOpen).toBe(true);
    act(() => hook.result.current.toggle());
    expect(hook.result.current.isOpen).toBe(false);
  });
});
