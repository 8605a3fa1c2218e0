import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scaled } from "../../../../tests/helpers/slowness.ts";
import { AUTOSAVE_DEBOUNCE_MS } from "../../../shared/common/constants.ts";
import type { Menu, UpdateMenu } from "../../../shared/menus/menus.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { newMenuPath } from "../../widgets/menus/menus-model.ts";
import { MenuPage } from "./menu-page.tsx";
import { NewMenuPage } from "./new-menu-page.tsx";

// A new owner on a phone: a name typed on the new-menu route and "New Group" tapped just after. The first save
// creates the menu and the address becomes the menu's own, whose code takes a while to arrive; edits go on
// meanwhile. Only the network and that wait are stood in for, on the test's clock (vi's fake timers), so every
// round plays the same way however busy the machine is. The stand-in server is strict: a save whose version is
// not the stored one answers 409, so a second save sent before the first one's answer shows as a conflict.

const BUSINESS_ID = "business-1";
/** The phone's network and its download of the menu route's code, in the test clock's milliseconds. */
const CREATE_MS = 200;
const SAVE_MS = 100;
const ROUTE_CODE_MS = 400;

/** Resolves after `ms` on the test's clock (fake timers): the time a phone's answer takes, not a wait. */
const takes = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves the test's clock on in small steps, letting React draw what each step brought. */
async function clockOn(ms: number) {
  for (let step = 0; step < ms; step += 50) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(50, ms - step)));
  }
}

let restore = () => {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
});
afterEach(() => {
  cleanup();
  restore();
  vi.useRealTimers();
});

function drawNewMenu() {
  const server: { menu: Menu | null; conflicts: number; saves: UpdateMenu[]; creates: number } = {
    menu: null,
    conflicts: 0,
    saves: [],
    creates: 0,
  };
  const network = answerApiCalls(async ({ method, path, body }) => {
    if (method === "POST" && path === "/v1/menus") {
      server.creates += 1;
      await takes(CREATE_MS);
      const input = body as Pick<Menu, "name" | "details" | "nodes">;
      server.menu = {
        id: "menu-1",
        businessId: BUSINESS_ID,
        name: input.name || "Menu 1",
        details: input.details,
        nodes: input.nodes,
        active: true,
        removed: false,
        sequence: 0,
        version: 1,
        schedule: null,
        translations: {},
      };
      return new Response(JSON.stringify(server.menu), { status: 201 });
    }
    if (method === "PUT" && path === "/v1/menus") {
      const update = body as UpdateMenu;
      server.saves.push(update);
      await takes(SAVE_MS);
      const current = server.menu as Menu;
      if (update.version !== current.version) {
        server.conflicts += 1;
        const refusal = {
          status: 409,
          code: "STALE_VERSION",
          message: "This menu was changed in another window.",
          current,
        };
        return new Response(JSON.stringify(refusal), { status: 409 });
      }
      server.menu = { ...current, ...update, version: current.version + 1 } as Menu;
      return server.menu;
    }
    if (method === "GET" && path.startsWith("/v1/menus/")) return server.menu;
    return [];
  });
  restore = network.restore;
  renderInDashboard(null, {
    dashboard: testDashboard(),
    at: newMenuPath(BUSINESS_ID),
    routes: [
      { path: "/app/biz/:bizId/menus/new", element: <NewMenuPage /> },
      {
        path: "/app/biz/:bizId/menus/:menuId",
        lazy: async () => {
          await takes(ROUTE_CODE_MS);
          return { Component: MenuPage };
        },
      },
    ],
  });
  return server;
}

const typeName = (name: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: "Menu name" }), { target: { value: name } });

/**
 * When New Group is tapped after the rest of the name: every 10 ms across the menu's creation (CREATE_MS) and a
 * little past it. The clock is the test's, so each timing plays the same way every time: one round of each covers
 * it, and the rounds differ in what they test rather than repeat one timing.
 */
const TAP_AFTER_MS = Array.from({ length: (CREATE_MS + 50) / 10 + 1 }, (_, index) => index * 10);

describe("a new menu, named and given a group at once", () => {
  it.each(TAP_AFTER_MS)(
    "never meets itself as a conflict when New Group is tapped %i ms after the name",
    async (tapAfterMs) => {
      const server = drawNewMenu();
      // The owner pauses after a few letters: that first save creates the menu.
      typeName("Taq");
      await clockOn(AUTOSAVE_DEBOUNCE_MS);
      expect(server.creates).toBe(1);
      // The rest of the name and the tap come while the menu is being created.
      typeName("Taqueria Sol");
      await clockOn(tapAfterMs);
      fireEvent.click(screen.getByRole("button", { name: "New Group" }));
      await clockOn(CREATE_MS + ROUTE_CODE_MS + 2 * (AUTOSAVE_DEBOUNCE_MS + SAVE_MS));

      expect(screen.queryByRole("dialog", { name: "This menu changed somewhere else" })).toBeNull();
      expect(server.conflicts).toBe(0);
      // Each save carried the version the one before it was answered with, and all that was typed arrived.
      expect(server.saves.map((save) => save.version)).toEqual(server.saves.map((_, index) => index + 1));
      expect(server.menu).toMatchObject({ name: "Taqueria Sol", nodes: [expect.any(Object)] });
      expect(screen.getByTestId("save-status").textContent).toBe("changes saved");
    },
    scaled(30_000),
  );
});
