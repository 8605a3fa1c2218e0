import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESIGNS_PAGE_SIZE } from "../../../src/server/features/designs/designs.service.ts";
import { EXTRAS_MAX } from "../../../src/shared/common/constants.ts";
import { type DesignObject, designToMenuNodes } from "../../../src/shared/designs/designs.ts";
import { findLibraryIcon } from "../../../src/shared/menus/icons.ts";
import { MenuNodesSchema } from "../../../src/shared/menus/menu.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The saved-design library and its calls: paged search, one design's objects, Copy Menu.

let t: TestApp;
let api: Api;
let member: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  member = await createMember(api);
});
afterAll(() => t.close());

type DesignPage = { list: { id: string; name: string }[]; hasNext: boolean };

function pagePath({ key = "", page = 0 }: { key?: string; page?: number | string } = {}) {
  return `/v1/menus/timber/mo?businessId=${member.businessId}&key=${encodeURIComponent(key)}&page=${page}`;
}

/** Pages until hasNext is false, as the design browser does. */
async function listAllDesigns(key = "") {
  const designs: { id: string; name: string }[] = [];
  for (let page = 0; ; page++) {
    const response = await api.get<DesignPage>(pagePath({ key, page }), member.token);
    expect(response.status).toBe(200);
    expect(response.body.list.length).toBeLessThanOrEqual(DESIGNS_PAGE_SIZE);
    designs.push(...response.body.list);
    if (!response.body.hasNext) return { designs, pages: page + 1 };
    expect(response.body.list).toHaveLength(DESIGNS_PAGE_SIZE);
  }
}

async function objectsOf(designId: string) {
  const response = await api.get<DesignObject[]>(`/v1/menus/timber/designs/${designId}/mo`, member.token);
  expect(response.status).toBe(200);
  return response.body;
}

describe("the design library", () => {
  it("ships at least 12 designs, each with 15 to 40 well-formed objects", async () => {
    const { designs } = await listAllDesigns();
    expect(designs.length).toBeGreaterThanOrEqual(12);
    for (const design of designs) {
      const objects = await objectsOf(design.id);
      expect(objects.length, design.id).toBeGreaterThanOrEqual(15);
      expect(objects.length, design.id).toBeLessThanOrEqual(40);
      expect(new Set(objects.map((object) => object.objectId)).size, design.id).toBe(objects.length);
      for (const object of objects) {
        const label = `${design.id} ${object.objectId}`;
        expect(Object.keys(object).sort(), label).toEqual(
          [
            "bin",
            "description",
            "extras",
            "menuIcons",
            "name",
            "objectId",
            "objectName",
            "objectNotes",
            "prices",
          ].sort(),
        );
        expect(object.objectId, label).toMatch(new RegExp(`^${design.id}-\\d+$`));
        expect(object.name.trim(), label).not.toBe("");
        expect(object.description.trim(), label).not.toBe("");
        expect(object.bin.trim(), label).not.toBe("");
        expect(object.extras.length, label).toBeLessThanOrEqual(EXTRAS_MAX);
        expect(object.prices.length, label).toBeGreaterThanOrEqual(1);
        for (const { price, size } of object.prices) {
          expect(price, label).toBeGreaterThan(0);
          expect(Math.round((price ?? 0) * 100) / 100, label).toBe(price);
          if (object.prices.length > 1) expect(size.trim(), label).not.toBe("");
        }
      }
    }
  });

  it("uses only icon keys of the icon library", async () => {
    const { designs } = await listAllDesigns();
    for (const design of designs) {
      for (const object of await objectsOf(design.id)) {
        for (const key of object.menuIcons) {
          expect(findLibraryIcon(key), `${object.objectId} ${key}`).toBeDefined();
        }
      }
    }
  });

  it("turns every design into a valid menu tree", async () => {
    const { designs } = await listAllDesigns();
    for (const design of designs) {
      const objects = await objectsOf(design.id);
      const nodes = designToMenuNodes({ objects });
      expect(MenuNodesSchema.safeParse(nodes).success, design.id).toBe(true);
      expect(nodes.map((group) => group.name)).toEqual([...new Set(objects.map((object) => object.bin))]);
      expect(nodes.flatMap((group) => group.nodes.map((item) => item.name))).toEqual(
        objects.map((object) => object.name),
      );
    }
  });
});

describe("GET /v1/menus/timber/mo", () => {
  it("pages the designs 6 at a time and returns each exactly once", async () => {
    const { designs, pages } = await listAllDesigns();
    expect(pages).toBe(Math.ceil(designs.length / DESIGNS_PAGE_SIZE));
    expect(new Set(designs.map((design) => design.id)).size).toBe(designs.length);
    for (const design of designs) expect(Object.keys(design).sort()).toEqual(["id", "name"]);
  });

  it("answers an empty list past the last page", async () => {
    const { pages } = await listAllDesigns();
    const response = await api.get<DesignPage>(pagePath({ page: pages }), member.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ list: [], hasNext: false });
  });

  it("defaults to the first page of every design without key or page", async () => {
    const response = await api.get<DesignPage>(
      `/v1/menus/timber/mo?businessId=${member.businessId}`,
      member.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.list).toHaveLength(DESIGNS_PAGE_SIZE);
    expect(response.body.hasNext).toBe(true);
  });

  it.each(["-1", "1.5", "two", "1e2"])("refuses the page %s with 400", async (page) => {
    const response = await api.get(pagePath({ page }), member.token);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("VALIDATION");
  });

  it("finds a design by the name of one of its objects", async () => {
    const { designs } = await listAllDesigns("  TiRaMiSu ");
    expect(designs).toEqual([{ id: "italian-trattoria", name: "Italian Trattoria" }]);
  });

  it("finds designs by their name and by object descriptions, ignoring accents", async () => {
    expect((await listAllDesigns("korean")).designs.map((design) => design.id)).toContain("korean-bbq");
    expect((await listAllDesigns("gochujang")).designs.map((design) => design.id)).toEqual(
      expect.arrayContaining(["korean-bbq", "cocktail-bar"]),
    );
    expect((await listAllDesigns("creme brulee")).designs.map((design) => design.id)).toEqual([
      "french-bistro",
    ]);
  });

  it("answers an empty list when nothing matches", async () => {
    const response = await api.get<DesignPage>(pagePath({ key: "zzz-no-such-dish" }), member.token);
    expect(response.body).toEqual({ list: [], hasNext: false });
  });

  it("answers 404 for another member's business and 401 without a token", async () => {
    const other = await createMember(api);
    const foreign = await api.get(`/v1/menus/timber/mo?businessId=${member.businessId}`, other.token);
    expect(foreign.status).toBe(404);
    const anonymous = await api.get(pagePath());
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /v1/menus/timber/designs/:designId/mo", () => {
  it("answers the objects in the shape the design browser reads", async () => {
    const objects = await objectsOf("italian-trattoria");
    const tiramisu = objects.find((object) => object.name === "Tiramisù");
    expect(tiramisu).toMatchObject({
      objectId: expect.stringMatching(/^italian-trattoria-\d+$/),
      objectName: "Tiramisù",
      bin: "Dolci",
      prices: [{ price: 10, size: "" }],
      menuIcons: expect.arrayContaining(["egg", "dairy"]),
    });
    const chianti = objects.find((object) => object.name === "Chianti Classico");
    expect(chianti?.prices).toEqual([
      { price: 13, size: "Glass" },
      { price: 48, size: "Bottle" },
    ]);
  });

  it("answers 404 No designs for an unknown design", async () => {
    const response = await api.get("/v1/menus/timber/designs/no-such-design/mo", member.token);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("No designs");
  });
});

describe("POST /v1/menus/timber/designs/:designId/copy", () => {
  it("creates a new menu whose groups and items match the design", async () => {
    const owner = await createMember(api);
    const objects = await objectsOf("mexican-taqueria");
    const response = await api.post(
      `/v1/menus/timber/designs/mexican-taqueria/copy?businessId=${owner.businessId}`,
      undefined,
      owner.token,
    );
    expect(response.status).toBe(201);
    const menu = response.body;
    expect(menu).toMatchObject({ name: "Mexican Taqueria", businessId: owner.businessId, version: 1 });
    expect(MenuNodesSchema.safeParse(menu.nodes).success).toBe(true);

    const bins = [...new Set(objects.map((object) => object.bin))];
    expect(menu.nodes.map((group: { name: string }) => group.name)).toEqual(bins);
    for (const group of menu.nodes) {
      const expected = objects.filter((object) => object.bin === group.name);
      expect(group.nodes).toHaveLength(expected.length);
      for (const [index, item] of group.nodes.entries()) {
        const object = expected[index]!;
        expect(item).toMatchObject({
          type: 1,
          name: object.name,
          description: object.description,
          extras: object.extras,
          prices: object.prices.map((row) => row.price),
          sizes:
            object.prices.length === 1 && object.prices[0]!.size === ""
              ? []
              : object.prices.map((row) => row.size),
          icons: object.menuIcons.map((iconKey) => ({ type: "library", iconKey })),
          available: true,
        });
      }
    }
    const ids = [
      ...menu.nodes.map((g: { id: string }) => g.id),
      ...menu.nodes.flatMap((g: any) => g.nodes.map((i: any) => i.id)),
    ];
    expect(new Set(ids).size).toBe(ids.length);

    const listed = await api.get(`/v1/menus?businessId=${owner.businessId}`, owner.token);
    expect(listed.body.map((m: { id: string }) => m.id)).toContain(menu.id);
  });

  it("gives fresh ids to every copy of the same design", async () => {
    const owner = await createMember(api);
    const path = `/v1/menus/timber/designs/pizzeria/copy?businessId=${owner.businessId}`;
    const first = await api.post(path, undefined, owner.token);
    const second = await api.post(path, undefined, owner.token);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.nodes[0].id).not.toBe(first.body.nodes[0].id);
    expect(second.body.nodes[0].nodes[0].id).not.toBe(first.body.nodes[0].nodes[0].id);
  });

  it("answers 404 for another member's business and for an unknown design", async () => {
    const owner = await createMember(api);
    const intruder = await createMember(api);
    const foreign = await api.post(
      `/v1/menus/timber/designs/pizzeria/copy?businessId=${owner.businessId}`,
      undefined,
      intruder.token,
    );
    expect(foreign.status).toBe(404);
    const unknown = await api.post(
      `/v1/menus/timber/designs/no-such-design/copy?businessId=${owner.businessId}`,
      undefined,
      owner.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("No designs");
    const menus = await api.get(`/v1/menus?businessId=${owner.businessId}`, owner.token);
    expect(menus.body).toEqual([]);
  });
});
