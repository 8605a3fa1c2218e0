import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SoldOutEntry, SoldOutRequest } from "../../../shared/service/service-status.ts";
import { answerApiCalls, renderInDashboard } from "../../test-utils.tsx";
import { NotificationsHost } from "../../ui/notifications-host.tsx";
import { SoldOutPanel } from "./sold-out-panel.tsx";

// The sold-out switches as the owner uses them; only the network is stood in for, answered as the server would.

let restore = () => {};
afterEach(() => restore());

const MENUS = [
  {
    id: "menu-1",
    name: "Dinner",
    nodes: [
      {
        id: "group-1",
        type: 0,
        name: "Pizzas",
        nodes: [
          {
            id: "pizza",
            type: 1,
            name: "Margherita",
            modifiers: [
              {
                id: "toppings",
                name: "Toppings",
                entries: [
                  { id: "cheese", name: "Extra cheese", price: 1.5 },
                  { id: "basil", name: "Basil", price: null },
                ],
              },
            ],
          },
          { id: "soda", type: 1, name: "Soda", modifiers: [] },
        ],
      },
    ],
  },
];

function drawPanel({ refuse = false, initial = [] as SoldOutEntry[] } = {}) {
  let list = initial;
  const puts: SoldOutRequest[] = [];
  const network = answerApiCalls(({ method, path, body }) => {
    if (path.startsWith("/v1/public/menus")) return MENUS;
    if (path === "/v1/businesses/business-1/sold-out" && method === "GET") return list;
    if (path === "/v1/businesses/business-1/sold-out" && method === "PUT") {
      const change = body as SoldOutRequest;
      puts.push(change);
      if (refuse)
        return new Response(
          JSON.stringify({ status: 400, code: "VALIDATION", message: "This item is on none of your menus." }),
          { status: 400, headers: { "content-type": "application/json" } },
        );
      const entryId = change.entryId ?? null;
      list = list.filter((entry) => !(entry.itemId === change.itemId && entry.entryId === entryId));
      if (change.until)
        list = [
          ...list,
          {
            menuId: change.menuId,
            itemId: change.itemId,
            entryId,
            until: change.until,
            since: "2026-11-26T20:00:00.000Z",
          },
        ];
      return list;
    }
    return {};
  });
  restore = network.restore;
  return {
    ...renderInDashboard(
      <>
        <NotificationsHost />
        <SoldOutPanel businessId="business-1" />
      </>,
    ),
    puts,
  };
}

const row = (name: string) => screen.getByRole("group", { name });

describe("the sold-out panel", () => {
  it("lists the published items with their options, and finds them by name", async () => {
    const { user } = drawPanel();
    expect(await screen.findByRole("group", { name: "Item Margherita" })).toBeTruthy();
    expect(row("Option Extra cheese")).toBeTruthy();
    expect(row("Item Soda")).toBeTruthy();
    expect(screen.getByText("Nothing is sold out. Guests can order every item.")).toBeTruthy();

    await user.type(screen.getByRole("textbox", { name: "Search items and options" }), "chee");
    expect(row("Item Margherita")).toBeTruthy();
    expect(row("Option Extra cheese")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Option Basil" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Item Soda" })).toBeNull();

    await user.clear(screen.getByRole("textbox", { name: "Search items and options" }));
    await user.type(screen.getByRole("textbox", { name: "Search items and options" }), "tiramisu");
    expect(screen.getByText("No item or option matches “tiramisu”.")).toBeTruthy();
  });

  it("asks until when, marks the item for today, and puts it back", async () => {
    const { user, puts } = drawPanel();
    const soda = await screen.findByRole("group", { name: "Item Soda" });
    await user.click(within(soda).getByRole("switch", { name: "Sold out: Soda" }));
    await user.click(screen.getByRole("button", { name: "For today" }));
    expect(puts).toEqual([{ menuId: "menu-1", itemId: "soda", until: "today" }]);
    expect(within(row("Item Soda")).getByText("Sold out today")).toBeTruthy();
    expect(await screen.findByText(/^1 sold out\./)).toBeTruthy();
    expect((within(row("Item Soda")).getByRole("switch") as HTMLInputElement).checked).toBe(true);

    await user.click(within(row("Item Soda")).getByRole("switch", { name: "Sold out: Soda" }));
    expect(puts.at(-1)).toEqual({ menuId: "menu-1", itemId: "soda", until: null });
    await waitFor(() => expect(within(row("Item Soda")).queryByText("Sold out today")).toBeNull());
    expect(screen.getByText("Nothing is sold out. Guests can order every item.")).toBeTruthy();
  });

  it("marks an option until turned back on", async () => {
    const { user, puts } = drawPanel();
    const cheese = await screen.findByRole("group", { name: "Option Extra cheese" });
    await user.click(within(cheese).getByRole("switch", { name: "Sold out: Extra cheese" }));
    await user.click(screen.getByRole("button", { name: "Until I turn it back on" }));
    expect(puts).toEqual([{ menuId: "menu-1", itemId: "pizza", entryId: "cheese", until: "manual" }]);
    expect(await within(row("Option Extra cheese")).findByText("Until you turn it back on")).toBeTruthy();
    expect(within(row("Item Margherita")).queryByText(/Sold out today|Until you turn it back on/)).toBeNull();
  });

  it("shows what is already sold out, and takes a refused change back with the server's reason", async () => {
    const { user } = drawPanel({
      refuse: true,
      initial: [
        {
          menuId: "menu-1",
          itemId: "soda",
          entryId: null,
          until: "manual",
          since: "2026-11-26T19:00:00.000Z",
        },
      ],
    });
    // The menus and the sold-out list are two calls: the row shows with the first, its mark with the second.
    const soda = await screen.findByRole("group", { name: "Item Soda" });
    expect(await within(soda).findByText("Until you turn it back on")).toBeTruthy();
    await user.click(within(soda).getByRole("switch", { name: "Sold out: Soda" }));
    expect(await screen.findByText("This item is on none of your menus.")).toBeTruthy();
    await waitFor(() => expect(within(row("Item Soda")).getByText("Until you turn it back on")).toBeTruthy());
  });
});
