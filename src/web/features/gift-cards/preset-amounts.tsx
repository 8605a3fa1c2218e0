import { ActionIcon, Button, Group, Input, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { Currency } from "../../../shared/common/money.ts";
import { newPresetRow, PRESETS_MAX, type SellingValues } from "./gift-card-selling-values.ts";
import { MoneyInput } from "./money-input.tsx";

/** The amounts a guest picks a card's value from, in the order the owner lists them: add, change, remove. */
export function PresetAmounts({
  form,
  currency,
}: {
  form: UseFormReturnType<SellingValues>;
  currency: Currency;
}) {
  const rows = form.values.presets;
  const listError = form.errors.presets;
  const isFull = rows.length >= PRESETS_MAX;

  return (
    <Input.Wrapper
      label="Amounts to choose from"
      description={`Guests pick one of these for their card, up to ${PRESETS_MAX} amounts.`}
    >
      <Stack gap="xs" mt="xs">
        {/* One box a row on a phone; more beside each other only where the card is wide enough for them. */}
        <SimpleGrid
          type="container"
          cols={{ base: 1, "420px": 2, "640px": 3 }}
          spacing="sm"
          verticalSpacing="xs"
        >
          {rows.map((row, index) => (
            <Group key={row.key} gap="xs" wrap="nowrap">
              <MoneyInput
                currency={currency}
                aria-label={`Amount ${index + 1}`}
                miw={0}
                style={{ flex: 1 }}
                {...form.getInputProps(`presets.${index}.amount`)}
                // The list's message shows once under the boxes; each box only turns red, until one is changed.
                error={Boolean(listError)}
                onChange={(value) => {
                  form.clearFieldError("presets");
                  form.setFieldValue(`presets.${index}.amount`, value);
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove amount ${index + 1}`}
                onClick={() => form.removeListItem("presets", index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </SimpleGrid>
        {rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No amounts yet: add the ones guests give most.
          </Text>
        ) : null}
        {listError ? (
          <Text c="red" fz="sm" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={isFull}
            onClick={() => form.insertListItem("presets", newPresetRow())}
          >
            Add an amount
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
