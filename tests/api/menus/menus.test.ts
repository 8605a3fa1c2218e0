import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESCRIPTION_MAX,
  MAX_GROUPS,
  MAX_ICONS_PER_ITEM,
  MAX_MODIFIER_ENTRIES,
  MAX_MODIFIER_GROUPS,
} from "../../../src/shared/menus/menu.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createBusiness,
  createMember,
  createMenu,
  menuGroup,
  menuItem,
  modifierEntry,
  modifierGroup,
  type TestMember,
} from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

async function menusOf(member: TestMember) {
  const response = await api.get(`/v1/menus?businessId=${member.businessId}`, member.token);
  expect(response.status).toBe(200);
  return response.body as { id: string; name: string; sequence: number; active: boolean; version: number }[];
}

const readMenu = (member: TestMember, menuId: string) =>
  api.get(`/v1/ilmenus?menuId=${encodeURIComponent(menuId)}`, member.token);

const badTrees: [string, unknown, string][] = [
  ["a negative price", [menuGroup([menuItem({ prices: [-1] })])], "Price cannot be negative."],
  ["three decimals", [menuGroup([menuItem({ prices: [1.234] })])], "Price can have at most 2 decimals."],
  // The editor says "Price is too large." for 99999999; the server refuses it with the same words.
  ["a price over the limit", [menuGroup([menuItem({ prices: [99_999_999] })])], "Price is too large."],
  [
    "a size price over the limit",
    [menuGroup([menuItem({ prices: [4, 1_000_000.01], sizes: ["S", "L"] })])],
    "Price is too large.",
  ],
  // Refused, never cut; the editor checks with the same DescriptionSchema.
  [
    "an item description over 1000",
    [menuGroup([menuItem({ description: "x".repeat(DESCRIPTION_MAX + 1) })])],
    "Descriptions can have at most 1000 characters.",
  ],
  [
    "a group note over 1000",
    [{ ...menuGroup(), description: "x".repeat(DESCRIPTION_MAX + 1) }],
    "Descriptions can have at most 1000 characters.",
  ],
  [
    "a size without a price",
    [menuGroup([menuItem({ prices: [5], sizes: ["S", "L"] })])],
    "Every size needs its own price.",
  ],
  [
    "extras over 500",
    [menuGroup([menuItem({ extras: "x".repeat(501) })])],
    "Extras can have at most 500 characters.",
  ],
  [
    "alt text over 125",
    [menuGroup([menuItem({ previewAltText: "x".repeat(126) })])],
    "Accessibility text can have at most 125 characters.",
  ],
  [
    "too many icons",
    [
      menuGroup([
        menuItem({
          icons: Array.from({ length: MAX_ICONS_PER_ITEM + 1 }, (_, i) => ({ iconKey: `k${i}` })),
        }),
      ]),
    ],
    `An item can have at most ${MAX_ICONS_PER_ITEM} icons.`,
  ],
  [
    "a negative modifier price",
    [menuGroup([menuItem({ modifiers: [modifierGroup([modifierEntry({ price: -0.5 })])] })])],
    "Price cannot be negative.",
  ],
  [
    "a modifier price with three decimals",
    [menuGroup([menuItem({ modifiers: [modifierGroup([modifierEntry({ price: 0.125 })])] })])],
    "Price can have at most 2 decimals.",
  ],
  [
    "a modifier price that is not a number",
    // A wrong type on purpose: the factories are typed on the schema, this case is not.
    [menuGroup([menuItem({ modifiers: [modifierGroup([{ ...modifierEntry(), price: "1.50" } as never])] })])],
    "Price must be written in digits, such as 12.50.",
  ],
  [
    "an item price that is not a number",
    [menuGroup([{ ...menuItem(), prices: ["12.50"] } as never])],
    "Price must be written in digits, such as 12.50.",
  ],
  [
    `more than ${MAX_MODIFIER_ENTRIES} modifier entries`,
    [
      menuGroup([
        menuItem({
          modifiers: [modifierGroup(Array.from({ length: MAX_MODIFIER_ENTRIES + 1 }, () => modifierEntry()))],
        }),
      ]),
    ],
    `A modifier group can have at most ${MAX_MODIFIER_ENTRIES} options.`,
  ],
  [
    `more than ${MAX_MODIFIER_GROUPS} modifier groups`,
    [
      menuGroup([
        menuItem({ modifiers: Array.from({ length: MAX_MODIFIER_GROUPS + 1 }, () => modifierGroup()) }),
      ]),
    ],
    `An item can have at most ${MAX_MODIFIER_GROUPS} modifier groups.`,
  ],
  [
    `more than ${MAX_GROUPS} groups`,
    Array.from({ length: MAX_GROUPS + 1 }, () => menuGroup([])),
    `A menu can have at most ${MAX_GROUPS} groups.`,
  ],
  ["an item at group level", [menuItem()], "A menu holds groups at its top level (type 0)."],
  ["a group inside a group", [menuGroup([menuGroup([]) as never])], "Groups can hold items only (type 1)."],
  [
    "more than six sizes",
    [menuGroup([menuItem({ sizes: ["1", "2", "3", "4", "5", "6", "7"], prices: [1, 2, 3, 4, 5, 6, 7] })])],
    "An item can have at most 6 sizes and prices.",
  ],
];

describe("creating menus", () => {
  it("names unnamed menus Menu {n} with the next free number", async () => {
    const member = await createMember(api);
    const first = await api.post("/v1/menus", { businessId: member.businessId }, member.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: "Menu 1", version: 1, active: true, removed: false, nodes: [] });
    await createMenu(api, member, { name: "Menu 3" });
    const second = await api.post("/v1/menus", { businessId: member.businessId, name: "  " }, member.token);
    expect(second.body.name).toBe("Menu 2");
    const third = await api.post("/v1/menus", { businessId: member.businessId }, member.token);
    expect(third.body.name).toBe("Menu 4");
    expect((await menusOf(member)).map((m) => m.sequence)).toEqual([0, 1, 2, 3]);
  });

  it("creates several menus at once", async () => {
    const member = await createMember(api);
    const response = await api.post(
      "/v1/menus/multiple",
      [{ businessId: member.businessId, name: "Lunch" }, { businessId: member.businessId }],
      member.token,
    );
    expect(response.status).toBe(201);
    expect(response.body.map((m: { name: string }) => m.name)).toEqual(["Lunch", "Menu 1"]);
  });

  it("fills defaults of items: one empty price, available, no icons", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member, { nodes: [menuGroup([{ id: "i1", type: 1 }])] });
    expect(menu.nodes[0]?.nodes[0]).toMatchObject({
      prices: [null],
      sizes: [],
      available: true,
      icons: [],
      extras: "",
    });
  });

  for (const [label, nodes, message] of badTrees) {
    it(`refuses ${label} with "${message}" and creates nothing`, async () => {
      const member = await createMember(api);
      const response = await api.post("/v1/menus", { businessId: member.businessId, nodes }, member.token);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await menusOf(member)).toEqual([]);
    });
  }

  it("refuses a group typed as an item", async () => {
    const member = await createMember(api);
    const response = await api.post(
      "/v1/menus",
      { businessId: member.businessId, nodes: [{ id: "g", type: 1 }] },
      member.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("VALIDATION");
  });
});

describe("creating several menus with bad input", () => {
  const createBatch = (member: TestMember, batch: unknown[]) =>
    api.post("/v1/menus/multiple", batch, member.token);

  it("refuses an empty batch", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const before = await menusOf(member);
    const response = await createBatch(member, []);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("VALIDATION");
    expect(await menusOf(member)).toEqual(before);
  });

  it("refuses a batch over the route's maximum and creates none of it", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const before = await menusOf(member);
    // The maximum the route declares, as the OpenAPI document publishes it: one source, not a copy here.
    const document = (await api.get("/v1/openapi.json")).body;
    const maximum: number =
      document.paths["/v1/menus/multiple"].post.requestBody.content["application/json"].schema.maxItems;
    expect(maximum).toBeGreaterThan(0);
    const atMaximum = Array.from({ length: maximum }, (_, i) => ({
      businessId: member.businessId,
      name: `Batch ${i}`,
    }));
    const response = await createBatch(member, [...atMaximum, { businessId: member.businessId }]);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("VALIDATION");
    expect(await menusOf(member)).toEqual(before);
  });

  it("refuses a batch in which one menu has a bad tree and creates none of it", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const before = await menusOf(member);
    const response = await createBatch(member, [
      { businessId: member.businessId, name: "Good", nodes: [menuGroup()] },
      {
        businessId: member.businessId,
        name: "Bad",
        nodes: [menuGroup([menuItem({ modifiers: [modifierGroup([modifierEntry({ price: -2 })])] })])],
      },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Price cannot be negative.");
    expect(await menusOf(member)).toEqual(before);
  });

  it("refuses a batch that names another member's business and creates none of it", async () => {
    const member = await createMember(api);
    const other = await createMember(api);
    await createMenu(api, member);
    await createMenu(api, other);
    const [before, otherBefore] = [await menusOf(member), await menusOf(other)];
    const response = await createBatch(member, [
      { businessId: member.businessId, name: "Mine" },
      { businessId: other.businessId, name: "Theirs" },
    ]);
    expect(response.status).toBe(404);
    expect(await menusOf(member)).toEqual(before);
    expect(await menusOf(other)).toEqual(otherBefore);
  });
});

describe("reading one menu", () => {
  it("answers the owner's menu with its name, nodes and version", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member, { name: "Dinner" });
    const nodes = [
      menuGroup([menuItem({ name: "Tagliatelle", modifiers: [modifierGroup()] })]),
      menuGroup([menuItem({ name: "Tiramisu", prices: [6, 8], sizes: ["Small", "Large"] })]),
    ];
    const saved = await api.put(
      "/v1/menus",
      { id: menu.id, version: menu.version, name: "Supper", nodes },
      member.token,
    );
    expect(saved.status).toBe(200);

    const response = await readMenu(member, menu.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: menu.id,
      businessId: member.businessId,
      name: "Supper",
      version: menu.version + 1,
    });
    expect(response.body.nodes).toEqual(saved.body.nodes);
    expect(
      response.body.nodes.flatMap((group: { nodes: { name: string }[] }) => group.nodes.map((i) => i.name)),
    ).toEqual(["Tagliatelle", "Tiramisu"]);
  });

  it("answers 404 Menu not found! for a removed menu", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    expect((await readMenu(member, menu.id)).status).toBe(200);
    expect((await api.delete(`/v1/menus/${menu.id}`, member.token)).status).toBe(200);
    const response = await readMenu(member, menu.id);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Menu not found!");
  });

  it("answers 404 to another member, as if the menu did not exist", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member, { name: "Secret recipes" });
    const other = await createMember(api);
    const foreign = await readMenu(other, menu.id);
    const missing = await readMenu(other, `${menu.id}-missing`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(JSON.stringify(foreign.body)).not.toContain("Secret recipes");
  });
});

describe("updating with versions", () => {
  it("saves and bumps the version; a stale version answers 409 with the current menu", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    const saved = await api.put(
      "/v1/menus",
      { id: menu.id, version: 1, name: "Brunch", details: "Weekends" },
      member.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "Brunch", details: "Weekends", version: 2 });

    const stale = await api.put("/v1/menus", { id: menu.id, version: 1, name: "Lost edit" }, member.token);
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: "Brunch", version: 2 });
    expect((await menusOf(member))[0]?.name).toBe("Brunch");
  });

  it("answers a stale save whose content is already stored with the current menu, changing nothing", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    const nodes = [
      menuGroup([menuItem({ name: "Al pastor", prices: [3.5], modifiers: [modifierGroup()] })], {
        name: "Tacos",
      }),
    ];
    // Two saves of one editor crossing: both carry version 1 and the same content.
    const save = {
      id: menu.id,
      version: 1,
      name: "Taqueria Sol",
      details: "",
      nodes,
      schedule: null,
      translations: {},
    };
    const first = await api.put("/v1/menus", save, member.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: "Taqueria Sol", version: 2 });

    const again = await api.put("/v1/menus", save, member.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await menusOf(member))[0]).toMatchObject({ name: "Taqueria Sol", version: 2 });
    expect((await readMenu(member, menu.id)).body).toMatchObject({ version: 2, nodes: first.body.nodes });

    // Anything else with the stale version is still a conflict, and is not saved.
    const other = await api.put("/v1/menus", { ...save, details: "Open late" }, member.token);
    expect(other.status).toBe(409);
    expect(other.body.current).toMatchObject({ details: "", version: 2 });
    expect((await readMenu(member, menu.id)).body).toMatchObject({ version: 2, details: "" });
  });

  it("requires a menu name", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member, { name: "Keep" });
    const response = await api.put("/v1/menus", { id: menu.id, version: 1, name: " " }, member.token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Please add a menu name.");
    expect((await menusOf(member))[0]).toMatchObject({ name: "Keep", version: 1 });
  });

  it("keeps a description of exactly 1000 characters whole, and refuses a menu note over 1000", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    const full = "x".repeat(DESCRIPTION_MAX);
    const nodes = [menuGroup([menuItem({ description: full })])];
    const saved = await api.put("/v1/menus", { id: menu.id, version: 1, nodes, details: full }, member.token);
    expect(saved.status).toBe(200);
    expect(saved.body.details).toBe(full);
    expect(saved.body.nodes[0].nodes[0].description).toBe(full);

    for (const body of [
      { id: menu.id, version: 2, details: `${full}x` },
      { businessId: member.businessId, details: `${full}x` },
    ]) {
      const refused =
        "version" in body
          ? await api.put("/v1/menus", body, member.token)
          : await api.post("/v1/menus", body, member.token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Descriptions can have at most 1000 characters.");
    }
    expect((await readMenu(member, menu.id)).body).toMatchObject({ version: 2, details: full });
    expect(await menusOf(member)).toHaveLength(1);
  });

  for (const [label, nodes, message] of badTrees) {
    it(`refuses a save with ${label} with "${message}" and changes nothing`, async () => {
      const member = await createMember(api);
      const menu = await createMenu(api, member);
      const response = await api.put(
        "/v1/menus",
        { id: menu.id, version: menu.version, nodes },
        member.token,
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      const stored = await readMenu(member, menu.id);
      expect(stored.body.version).toBe(menu.version);
      expect(stored.body.nodes).toEqual(menu.nodes);
    });
  }

  it("saves a 500-item menu", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    const groups = Array.from({ length: 10 }, (_, g) =>
      menuGroup(
        Array.from({ length: 50 }, (_, i) =>
          menuItem({ id: `g${g}i${i}`, name: `Dish ${g}-${i}`, description: "d".repeat(200) }),
        ),
      ),
    );
    const response = await api.put("/v1/menus", { id: menu.id, version: 1, nodes: groups }, member.token);
    expect(response.status).toBe(200);
    expect(response.body.nodes.flatMap((g: { nodes: unknown[] }) => g.nodes)).toHaveLength(500);
  });
});

describe("remove, restore, active, sequence", () => {
  it("removes and restores a menu", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    const removed = await api.delete(`/v1/menus/${menu.id}`, member.token);
    expect(removed.status).toBe(200);
    expect(removed.body.removed).toBe(true);
    expect(await menusOf(member)).toEqual([]);
    const edit = await api.put(
      "/v1/menus",
      { id: menu.id, version: removed.body.version, name: "X" },
      member.token,
    );
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe("Menu not found!");
    const restored = await api.put(`/v1/menus/${menu.id}/restore`, undefined, member.token);
    expect(restored.body.removed).toBe(false);
    expect((await menusOf(member)).map((m) => m.id)).toEqual([menu.id]);
  });

  it("keeps the last menu of a published site", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    // Publishing itself is another feature; mark the site published directly.
    const { businesses } = await import("../../../src/server/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    await t.database.db
      .update(businesses)
      .set({ published: true })
      .where(eq(businesses.id, member.businessId));
    const response = await api.delete(`/v1/menus/${menu.id}`, member.token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("To remove all menus, site must be unpublished.");
    expect(await menusOf(member)).toHaveLength(1);
  });

  it("turns a menu off and on", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    expect((await api.delete(`/v1/menus/${menu.id}/active`, member.token)).body.active).toBe(false);
    expect((await api.post(`/v1/menus/${menu.id}/active`, undefined, member.token)).body.active).toBe(true);
  });

  it("reorders menus and refuses ids of another business", async () => {
    const member = await createMember(api);
    const a = await createMenu(api, member, { name: "A" });
    const b = await createMenu(api, member, { name: "B" });
    const c = await createMenu(api, member, { name: "C" });
    const response = await api.post(
      `/v1/menus/sequence?businessId=${member.businessId}`,
      [c.id, a.id],
      member.token,
    );
    expect(response.status).toBe(200);
    expect((await menusOf(member)).map((m) => m.name)).toEqual(["C", "A", "B"]);

    const other = await createMember(api);
    const foreign = await createMenu(api, other);
    const bad = await api.post(
      `/v1/menus/sequence?businessId=${member.businessId}`,
      [foreign.id, b.id],
      member.token,
    );
    expect(bad.status).toBe(404);
    expect((await menusOf(member)).map((m) => m.name)).toEqual(["C", "A", "B"]);
  });
});

describe("copy to location", () => {
  it("copies every non-removed menu with fresh ids", async () => {
    const member = await createMember(api);
    const kept = await createMenu(api, member, { name: "Dinner" });
    const gone = await createMenu(api, member, { name: "Old" });
    await api.delete(`/v1/menus/${gone.id}`, member.token);
    const second = await createBusiness(api, member, { name: "Second Spot" });
    const response = await api.post(
      `/v1/members/menus/copyToLocation?oldLocationId=${member.businessId}&newLocationId=${second.id}`,
      undefined,
      member.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.map((m: { name: string }) => m.name)).toEqual(["Dinner"]);
    const copied = await api.get(`/v1/menus?businessId=${second.id}`, member.token);
    expect(copied.body[0].nodes[0].name).toBe(kept.nodes[0]?.name);
    expect(copied.body[0].nodes[0].id).not.toBe(kept.nodes[0]?.id);
  });

  it("refuses another member copying their own menus into the owner's location", async () => {
    const owner = await createMember(api);
    await createMenu(api, owner, { name: "Dinner" });
    const intruder = await createMember(api);
    await createMenu(api, intruder, { name: "Intruder specials" });
    const before = await menusOf(owner);
    const response = await api.post(
      `/v1/members/menus/copyToLocation?oldLocationId=${intruder.businessId}&newLocationId=${owner.businessId}`,
      undefined,
      intruder.token,
    );
    expect(response.status).toBe(404);
    expect(await menusOf(owner)).toEqual(before);
  });
});

describe("the demo's sample menu", () => {
  it("uses only icons from the library", async () => {
    const { SAMPLE_MENU } = await import("../../../src/server/sample-menu.ts");
    const { findLibraryIcon } = await import("../../../src/shared/menus/icons.ts");
    const keys = SAMPLE_MENU.nodes.flatMap((group) =>
      group.nodes.flatMap((item) => item.icons.map((icon) => icon.iconKey)),
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !findLibraryIcon(key))).toEqual([]);
  });
});
