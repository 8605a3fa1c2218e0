import { type Design, type DesignPage, designToMenuNodes } from "../../../shared/designs/designs.ts";
import type { Db } from "../../db/client.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { notFound } from "../../http/errors.ts";
import { createMenus } from "../menus/menus.service.ts";
import { DESIGN_LIBRARY } from "./library/index.ts";

/** Designs per page of GET /v1/menus/timber/mo; the client keeps paging until hasNext is false. */
export const DESIGNS_PAGE_SIZE = 6;
/** The design browser's empty state, also the message of an unknown design. */
export const NO_DESIGNS_MESSAGE = "No designs";

/** Case- and accent-insensitive, so "creme brulee" finds "Crème Brûlée". */
const normalizeText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

const SEARCH_FIELDS = new Map(
  DESIGN_LIBRARY.map((design) => [
    design.id,
    [design.name, ...design.objects.flatMap((object) => [object.name, object.description])].map(
      normalizeText,
    ),
  ]),
);

/** Designs whose name, or the name or description of one of their objects, contains `key`; "" keeps all. */
export function searchDesigns({
  key,
  designs = DESIGN_LIBRARY,
}: {
  key: string;
  designs?: readonly Design[];
}): Design[] {
  const needle = normalizeText(key);
  if (!needle) return [...designs];
  return designs.filter((design) => {
    const fields =
      SEARCH_FIELDS.get(design.id) ??
      [design.name, ...design.objects.flatMap((object) => [object.name, object.description])].map(
        normalizeText,
      );
    return fields.some((field) => field.includes(needle));
  });
}

/** One 0-based page; a page past the end is empty with hasNext false. */
export function pageDesigns({
  designs,
  page,
  pageSize = DESIGNS_PAGE_SIZE,
}: {
  designs: readonly Design[];
  page: number;
  pageSize?: number;
}): DesignPage {
  const start = page * pageSize;
  return {
    list: designs.slice(start, start + pageSize).map(({ id, name }) => ({ id, name })),
    hasNext: start + pageSize < designs.length,
  };
}

/**
 * The design browser's page, in the editor's import dialog. The library is the product's: the route's
 * business scope only shows the caller may import into that business.
 */
export function findDesignPage({ key, page }: { key: string; page: number }): DesignPage {
  return pageDesigns({ designs: searchDesigns({ key }), page });
}

export function findDesign({ designId }: { designId: string }): Design {
  const design = DESIGN_LIBRARY.find((entry) => entry.id === designId);
  if (!design) throw notFound(NO_DESIGNS_MESSAGE);
  return design;
}

/** Copy Menu, from the menu list: a new menu named after the design, one group per bin. */
export async function copyDesignToMenu({
  db,
  scope,
  designId,
}: {
  db: Db;
  scope: BusinessScope;
  designId: string;
}) {
  const design = findDesign({ designId });
  const [menu] = await createMenus({
    db,
    inputs: [{ scope, name: design.name, nodes: designToMenuNodes(design) }],
  });
  if (!menu) throw new Error("menu insert returned nothing");
  return menu;
}
