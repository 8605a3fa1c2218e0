import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconToolsKitchen2 } from "@tabler/icons-react";

export const PRODUCT_NAME = "Menu Builder";

interface BrandMarkProps {
  size?: "md" | "lg";
  /** White on the coloured brand panel. */
  isInverse?: boolean;
  /** Only the mark below the xs breakpoint, where the dashboard header is short of room. */
  isNameHiddenOnPhones?: boolean;
}

export function BrandMark({ size = "md", isInverse = false, isNameHiddenOnPhones = false }: BrandMarkProps) {
  const isLarge = size === "lg";
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon
        size={isLarge ? 40 : 32}
        radius="md"
        color={isInverse ? "white" : undefined}
        c={isInverse ? "terracotta.8" : undefined}
        aria-hidden
      >
        <IconToolsKitchen2 size={isLarge ? 24 : 19} stroke={1.8} />
      </ThemeIcon>
      <Text
        fw={800}
        fz={isLarge ? 22 : 18}
        c={isInverse ? "white" : undefined}
        style={{ letterSpacing: -0.3 }}
        visibleFrom={isNameHiddenOnPhones ? "xs" : undefined}
      >
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
