import { describe, expect, it } from "vitest";
import { designToMenuNodes } from "../../../shared/designs/designs.ts";
import { MenuNodesSchema } from "../../../shared/menus/menu.ts";
import {
  DESIGNS_PAGE_SIZE,
  findDesign,
  NO_DESIGNS_MESSAGE,
  pageDesigns,
  searchDesigns,
} from "./designs.service.ts";
import { defineDesign } from "./library/define-design.ts";
import { DESIGN_LIBRARY } from "./library/index.ts";

const SAMPLE = defineDesign({
  id: "sample",
  name: "Sample",
  sections: [
    {
      bin: "Starters",
      objects: [
        { name: "Soup", description: "Hot", price: 5, icons: ["vegan"] },
        {
          name: "Wings",
          description: "Crispy",
          sizes: [
            ["6 pc", 9],
            ["12 pc", 16.5],
          ],
          extras: "Blue cheese +$1",
        },
      ],
    },
    { bin: "Mains", objects: [{ name: "Steak", description: "Grilled", price: 30 }] },
  ],
});

describe("defineDesign", () => {
  it("numbers objects from 1 across sections and keeps each one's bin", () => {
    expect(SAMPLE.objects.map((object) => [object.objectId, object.bin])).toEqual([
      ["sample-1", "Starters"],
      ["sample-2", "Starters"],
      ["sample-3", "Mains"],
    ]);
    expect(SAMPLE.objects[1]).toMatchObject({
      objectName: "Wings",
      objectNotes: "",
      prices: [
        { price: 9, size: "6 pc" },
        { price: 16.5, size: "12 pc" },
      ],
      extras: "Blue cheese +$1",
      menuIcons: [],
    });
  });
});

describe("designToMenuNodes", () => {
  it("makes one group per bin, in order of first appearance, with fresh ids", () => {
    const shuffled = { objects: [SAMPLE.objects[0]!, SAMPLE.objects[2]!, SAMPLE.objects[1]!] };
    let n = 0;
    const nodes = designToMenuNodes(shuffled, () => `id-${n++}`);
    expect(nodes.map((group) => [group.name, group.nodes.map((item) => item.name)])).toEqual([
      ["Starters", ["Soup", "Wings"]],
      ["Mains", ["Steak"]],
    ]);
    const ids = nodes.flatMap((group) => [group.id, ...group.nodes.map((item) => item.id)]);
    expect(new Set(ids).size).toBe(5);
  });

  it("keeps name, description, prices, sizes, extras and icons", () => {
    const [starters] = designToMenuNodes(SAMPLE);
    expect(starters?.nodes[0]).toMatchObject({
      type: 1,
      name: "Soup",
      description: "Hot",
      prices: [5],
      sizes: [],
      icons: [{ type: "library", iconKey: "vegan" }],
      extras: "",
      available: true,
      modifiers: [],
    });
    expect(starters?.nodes[1]).toMatchObject({
      prices: [9, 16.5],
      sizes: ["6 pc", "12 pc"],
      extras: "Blue cheese +$1",
    });
  });

  it("gives an object without prices one empty price, as a new item has", () => {
    const [group] = designToMenuNodes({ objects: [{ ...SAMPLE.objects[0]!, prices: [] }] });
    expect(group?.nodes[0]).toMatchObject({ prices: [null], sizes: [] });
  });

  it("accepts every design of the library", () => {
    for (const design of DESIGN_LIBRARY) {
      expect(MenuNodesSchema.safeParse(designToMenuNodes(design)).success, design.id).toBe(true);
    }
  });
});

describe("searchDesigns", () => {
  it("keeps every design for an empty or blank key", () => {
    expect(searchDesigns({ key: "" })).toHaveLength(DESIGN_LIBRARY.length);
    expect(searchDesigns({ key: "   " })).toHaveLength(DESIGN_LIBRARY.length);
  });

  it("matches design names, object names and descriptions without case or accents", () => {
    expect(searchDesigns({ key: "sample", designs: [SAMPLE] })).toEqual([SAMPLE]);
    expect(searchDesigns({ key: " WINGS ", designs: [SAMPLE] })).toEqual([SAMPLE]);
    expect(searchDesigns({ key: "grilled", designs: [SAMPLE] })).toEqual([SAMPLE]);
    expect(searchDesigns({ key: "bistro" }).map((design) => design.id)).toEqual(["french-bistro"]);
    expect(searchDesigns({ key: "tiramisu" }).map((design) => design.id)).toEqual(["italian-trattoria"]);
    expect(searchDesigns({ key: "nothing like this" })).toEqual([]);
  });
});

describe("pageDesigns", () => {
  const designs = Array.from({ length: 13 }, (_, i) =>
    defineDesign({ id: `d${i}`, name: `D${i}`, sections: [] }),
  );

  it("cuts pages of DESIGNS_PAGE_SIZE and says whether another follows", () => {
    expect(DESIGNS_PAGE_SIZE).toBe(6);
    expect(pageDesigns({ designs, page: 0 })).toEqual({
      list: designs.slice(0, 6).map(({ id, name }) => ({ id, name })),
      hasNext: true,
    });
    expect(pageDesigns({ designs, page: 1 }).hasNext).toBe(true);
    expect(pageDesigns({ designs, page: 2 })).toEqual({ list: [{ id: "d12", name: "D12" }], hasNext: false });
    expect(pageDesigns({ designs, page: 3 })).toEqual({ list: [], hasNext: false });
    expect(pageDesigns({ designs: designs.slice(0, 6), page: 0 }).hasNext).toBe(false);
  });
});

describe("findDesign", () => {
  it("answers 404 No designs for an unknown id", () => {
    expect(findDesign({ designId: "pizzeria" }).name).toBe("Neighborhood Pizzeria");
    expect(() => findDesign({ designId: "nope" })).toThrow(NO_DESIGNS_MESSAGE);
  });
});
