import type { Design } from "../../../../shared/designs/designs.ts";

// How the library's files write a design: sections of objects with one price or named sizes.

/** How a design file writes an object: one price, or [size, price] pairs such as ["Glass", 12]. */
export type DesignObjectSource = {
  name: string;
  description: string;
  extras?: string;
  icons?: string[];
  notes?: string;
} & (
  | { price: number; sizes?: never }
  | { sizes: readonly (readonly [size: string, price: number])[]; price?: never }
);

export interface DesignSection {
  bin: string;
  objects: DesignObjectSource[];
}

/** Builds a design from its sections; object ids are stable: "{designId}-{n}", counted from 1. */
export function defineDesign({
  id,
  name,
  sections,
}: {
  id: string;
  name: string;
  sections: DesignSection[];
}): Design {
  const objects = sections.flatMap((section) =>
    section.objects.map((source) => ({ bin: section.bin, source })),
  );
  return {
    id,
    name,
    objects: objects.map(({ bin, source }, index) => ({
      objectId: `${id}-${index + 1}`,
      objectName: source.name,
      objectNotes: source.notes ?? "",
      name: source.name,
      description: source.description,
      bin,
      prices:
        source.sizes === undefined
          ? [{ price: source.price, size: "" }]
          : source.sizes.map(([size, price]) => ({ price, size })),
      extras: source.extras ?? "",
      menuIcons: source.icons ?? [],
    })),
  };
}
