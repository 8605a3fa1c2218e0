import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Divider,
  Flex,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconAlertCircle, IconChevronUp } from "@tabler/icons-react";
import { type ReactNode, useContext, useEffect, useRef } from "react";
import { EXTRAS_MAX } from "../../../../shared/common/constants.ts";
import {
  DESCRIPTION_MAX,
  DescriptionSchema,
  ExtrasSchema,
  type MenuItem,
  NAME_MAX,
} from "../../../../shared/menus/menu.ts";
import { blurOnEnter, DeferredTextarea, DeferredTextInput, oneLine } from "./deferred-field.tsx";
import {
  EditorProblemsContext,
  ItemScopeContext,
  useEditorActions,
  useEditorSettings,
} from "./editor-context.ts";
import type { ItemChange } from "./editor-state.ts";
import { problemsOfItem } from "./editor-ui-state.ts";
import { IconsField } from "./icons-field.tsx";
import { ItemActions } from "./item-actions.tsx";
import { itemLabel } from "./item-format.ts";
import { ModifiersEditor } from "./modifiers-editor.tsx";
import { PhotoField } from "./photo-field.tsx";
import { PriceRows } from "./price-rows.tsx";
import { useOutsideClick } from "./use-outside-click.ts";

/** An open item: its form. An outside click, Escape or the collapse icon closes it. */
export function ItemForm({ item, groupId, handle }: { item: MenuItem; groupId: string; handle: ReactNode }) {
  const actions = useEditorActions();
  const { currency } = useEditorSettings();
  const ref = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLTextAreaElement>(null);
  const change = (patch: ItemChange) => actions.updateItem(item.id, patch);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the name once, when a new item opens
  useEffect(() => {
    if (item.name === "") nameRef.current?.focus();
  }, []);
  useOutsideClick(ref, actions.collapseItem);

  // Closing is refused while a field holds refused text, which closing would throw away; say why and go to the
  // field.
  const { problems, refusal } = useContext(EditorProblemsContext);
  const refusals = refusal?.itemId === item.id ? refusal.count : 0;
  const messages = refusals > 0 ? [...new Set(problemsOfItem({ problems }, item.id))] : [];
  useEffect(() => {
    if (refusals > 0) ref.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [refusals]);

  return (
    <ItemScopeContext.Provider value={item.id}>
      <Paper
        ref={ref}
        p="md"
        radius="md"
        shadow="sm"
        withBorder
        role="group"
        aria-label={`Editing ${itemLabel(item)}`}
        style={{ borderColor: "var(--mantine-color-terracotta-4)", margin: "6px 0" }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && !event.defaultPrevented) actions.collapseItem();
        }}
      >
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {handle}
            <Text fw={600} c="dimmed" fz="sm">
              Editing item
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ItemActions item={item} groupId={groupId} />
            <Tooltip label="Collapse" withArrow>
              <ActionIcon variant="light" aria-label="Collapse item" onClick={() => actions.collapseItem()}>
                <IconChevronUp size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        {/* Two columns from Mantine's sm up; below it one column, every field full width. */}
        <Flex
          direction={{ base: "column", sm: "row" }}
          align={{ base: "stretch", sm: "flex-start" }}
          gap="lg"
        >
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <DeferredTextarea
                  ref={nameRef}
                  label="Item name"
                  placeholder="e.g. Margherita pizza"
                  value={item.name}
                  maxLength={NAME_MAX}
                  autosize
                  minRows={1}
                  onKeyDown={blurOnEnter}
                  onCommit={(name) => change({ name: oneLine(name) })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <DeferredTextInput
                  label="Cook time"
                  placeholder="e.g. 15 min"
                  value={item.cookTime}
                  maxLength={40}
                  onCommit={(cookTime) => change({ cookTime })}
                />
              </Grid.Col>
            </Grid>
            <DeferredTextarea
              label="Description"
              placeholder="What makes it good: ingredients, how it's made, how it's served"
              autosize
              minRows={2}
              maxRows={6}
              schema={DescriptionSchema}
              limit={DESCRIPTION_MAX}
              value={item.description}
              onCommit={(description) => change({ description })}
            />
            <PriceRows item={item} onChange={change} />
            <Box>
              <Text fw={600} fz="sm">
                Modifiers
              </Text>
              <Text fz="xs" c="dimmed" mb={6}>
                The choices guests pick when they order, each with its own price; they go to the kitchen with
                the order.
              </Text>
              <ModifiersEditor item={item} onChange={change} currency={currency} />
            </Box>
            <DeferredTextarea
              label="Extras"
              description="A note shown under the item, in words only: guests can't pick from it and it changes no price. To let guests choose an add-on, add it under Modifiers."
              autosize
              minRows={2}
              maxRows={5}
              schema={ExtrasSchema}
              limit={EXTRAS_MAX}
              value={item.extras}
              onCommit={(extras) => change({ extras })}
            />
          </Stack>

          <Stack gap="md" w={{ base: "100%", sm: 220 }} style={{ flexShrink: 0 }}>
            <PhotoField item={item} onChange={change} />
            <Divider />
            <IconsField item={item} />
          </Stack>
        </Flex>
        {messages.length > 0 ? (
          <Alert
            mt="md"
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Fix this before closing the item"
          >
            {messages.join(" ")}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button variant="light" size="xs" onClick={() => actions.collapseItem()}>
            Done editing
          </Button>
        </Group>
      </Paper>
    </ItemScopeContext.Provider>
  );
}
