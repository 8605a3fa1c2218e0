import { Box, Group } from "@mantine/core";
import { memo } from "react";
import { findLibraryIcon, iconSvg } from "../../../../shared/menus/icons.ts";
import type { ItemIcon } from "../../../../shared/menus/menu.ts";

/** One icon of an item: a library badge (inline SVG) or an owner's uploaded image. */
export const ItemIconBadge = memo(function ItemIconBadge({
  icon,
  size = 20,
}: {
  icon: ItemIcon;
  size?: number;
}) {
  const entry = findLibraryIcon(icon.iconKey);
  const label = icon.hoverText || entry?.label || icon.altText || "Icon";
  return entry ? (
    <Box
      component="span"
      display="inline-flex"
      w={size}
      h={size}
      title={label}
      // The SVG comes from our own library (src/shared/menus/icons.ts) with escaped text, never from input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: library SVG, escaped at the source
      dangerouslySetInnerHTML={{ __html: iconSvg(entry, size) }}
    />
  ) : (
    <Box
      component="img"
      src={icon.path}
      alt={icon.altText || label}
      title={label}
      w={size}
      h={size}
      style={{ objectFit: "contain", borderRadius: 4 }}
    />
  );
});

export function ItemIconList({ icons, size }: { icons: readonly ItemIcon[]; size?: number }) {
  if (icons.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {icons.map((icon, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same icon may sit twice; position is the identity
        <ItemIconBadge key={`${icon.iconKey}-${index}`} icon={icon} size={size} />
      ))}
    </Group>
  );
}
