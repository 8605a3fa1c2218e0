import { ActionIcon, Box, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import {
  addSize,
  canAddPriceRow,
  priceRows,
  removeSize,
  setPriceRow,
} from "../../../../shared/menus/menu-tree.ts";
import { useEditorSettings } from "./editor-context.ts";
import type { ItemChange } from "./editor-state.ts";
import { PriceInput } from "./price-input.tsx";

export const ORDERING_PRICE_NOTE = "Ordering is on: guests pay a new price once you publish the menu.";

/**
 * The item's price, or its size/price rows (at most 6: docs/requirements.md "Menus"). Editable with ordering on
 * too, since ordering reads prices from the published menu, never from this draft (docs/decisions/017); the
 * note beside the field says so while ordering is on.
 */
export function PriceRows({ item, onChange }: { item: MenuItem; onChange: (change: ItemChange) => void }) {
  const { currency, isOrderingOn } = useEditorSettings();
  const rows = priceRows(item);
  const hasSizes = item.sizes.length > 0;
  return (
    <Box>
      <Text fw={600} fz="sm" mb={isOrderingOn ? 2 : 6}>
        {hasSizes ? "Sizes and prices" : "Price"}
      </Text>
      {isOrderingOn ? (
        <Text fz="xs" c="dimmed" mb={6}>
          {ORDERING_PRICE_NOTE}
        </Text>
      ) : null}
      <Stack gap={6}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions (prices[i] with sizes[i])
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            {hasSizes ? (
              <TextInput
                aria-label={`Size ${index + 1}`}
                placeholder={index === 0 ? "e.g. Small" : "e.g. Large"}
                value={row.size}
                maxLength={60}
                onChange={(event) => {
                  const size = event.currentTarget.value;
                  onChange((current) => setPriceRow(current, index, { size }));
                }}
                style={{ flex: 1, minWidth: 0 }}
              />
            ) : null}
            <PriceInput
              aria-label={hasSizes ? `Price ${index + 1}` : "Price"}
              currency={currency}
              value={row.price}
              onChange={(price) => onChange((current) => setPriceRow(current, index, { price }))}
              // Below sm a lone price takes the form's width; beside a size it leaves the size most of it.
              w={hasSizes ? { base: 112, sm: 140 } : { base: "100%", sm: 180 }}
            />
            {hasSizes ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={4}
                aria-label={`Remove size ${index + 1}`}
                onClick={() => onChange((current) => removeSize(current, index))}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        <Group gap="xs">
          {/* A lone price gains a size; sized rows gain another up to the limit. Both add a row. */}
          {!hasSizes || canAddPriceRow(item) ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => onChange(addSize)}
            >
              {hasSizes ? "Add price" : "Add size"}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Box>
  );
}
