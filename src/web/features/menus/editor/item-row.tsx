import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Image,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import {
  IconArrowsExchange,
  IconChevronUp,
  IconDots,
  IconEye,
  IconEyeOff,
  IconGripVertical,
  IconMoodSmile,
  IconPhoto,
  IconPlus,
  IconTrash,
  IconX,
} from "@tabler/icons-react";
import { memo, useEffect, useRef } from "react";
import { EXTRAS_MAX } from "../../../../shared/constants.ts";
import { DESCRIPTION_MAX, MAX_ICONS_PER_ITEM, type MenuItem, NAME_MAX } from "../../../../shared/menu.ts";
import { addSize, canAddPriceRow, priceRows, removeSize, setPriceRow } from "../../../../shared/menu-tree.ts";
import { formatPrice } from "../../../../shared/money.ts";
import { DeferredTextarea, DeferredTextInput } from "./deferred-field.tsx";
import type { DragData } from "./dnd.ts";
import { useEditorActions, useEditorSettings } from "./editor-context.ts";
import { ItemIconList } from "./item-icons.tsx";
import classes from "./menu-editor.module.css";
import { ModifiersEditor } from "./modifiers-editor.tsx";
import { PriceInput } from "./price-input.tsx";

export const thumbnailUrl = (path: string) => (path.includes("?") ? `${path}&w=300` : path);

export function itemLabel(item: Pick<MenuItem, "name">) {
  return item.name.trim() || "Untitled item";
}

export function priceSummary(item: MenuItem, currency: string | undefined): string {
  const rows = priceRows(item).filter((row) => row.price !== null || row.size);
  if (rows.length === 0) return "";
  return rows
    .map((row) => {
      const price = row.price === null ? "–" : formatPrice(row.price, currency);
      return row.size ? `${row.size} ${price}` : price;
    })
    .join(" · ");
}

interface ItemRowProps {
  item: MenuItem;
  groupId: string;
  isExpanded: boolean;
}

/** One item of a group card: a compact line (view) or its form (edit); seed 001 §4 "Item display". */
export const ItemRow = memo(function ItemRow({ item, groupId, isExpanded }: ItemRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, data: { kind: "item", groupId } satisfies DragData });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.4 : 1,
    position: "relative" as const,
  };
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={`Drag item ${itemLabel(item)}`}
      style={{ cursor: "grab", touchAction: "none" }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  );
  return (
    <Box ref={setNodeRef} style={style} data-item-id={item.id}>
      {isExpanded ? (
        <ItemEditor item={item} groupId={groupId} handle={handle} />
      ) : (
        <ItemView item={item} groupId={groupId} handle={handle} />
      )}
    </Box>
  );
});

interface ItemPartProps {
  item: MenuItem;
  groupId: string;
  handle: React.ReactNode;
}

function ItemView({ item, groupId, handle }: ItemPartProps) {
  const actions = useEditorActions();
  const { currency } = useEditorSettings();
  const isHidden = item.available === false;
  const label = itemLabel(item);
  const prices = priceSummary(item, currency);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="sm"
      py={10}
      className={classes.itemLine}
      data-hidden={isHidden || undefined}
      role="group"
      aria-label={`Item ${label}`}
    >
      {handle}
      <UnstyledButton
        onClick={() => actions.expandItem(item.id)}
        aria-label={`Edit ${label}`}
        aria-expanded={false}
        style={{ flex: 1, minWidth: 0, opacity: isHidden ? 0.5 : 1 }}
      >
        <Group gap="md" wrap="nowrap" align="flex-start">
          {item.preview ? (
            <Image
              src={thumbnailUrl(item.preview)}
              alt={item.previewAltText || ""}
              w={56}
              h={56}
              radius="md"
              fit="cover"
              style={{ flexShrink: 0 }}
            />
          ) : (
            <ThemeIcon variant="light" color="gray" size={56} radius="md" aria-hidden visibleFrom="xs">
              <IconPhoto size={22} stroke={1.4} />
            </ThemeIcon>
          )}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={8} wrap="nowrap">
              <Text fw={600} c={item.name.trim() ? undefined : "dimmed"} truncate>
                {label}
              </Text>
              <ItemIconList icons={item.icons} size={18} />
              {isHidden ? (
                <Badge size="xs" variant="outline" color="gray">
                  Hidden
                </Badge>
              ) : null}
            </Group>
            {item.description ? (
              <Text fz="sm" c="dimmed" lineClamp={2}>
                {item.description}
              </Text>
            ) : null}
            {item.modifiers.length > 0 ? (
              <Text fz="xs" c="dimmed">
                {item.modifiers.map((group) => group.name || "Options").join(" · ")}
              </Text>
            ) : null}
          </Stack>
          {/* At most 40% of the line, so a long size list never hides the item's name on a phone. */}
          <Text fw={600} fz="sm" ta="right" style={{ flexShrink: 0, maxWidth: "min(220px, 40%)" }}>
            {prices}
          </Text>
        </Group>
      </UnstyledButton>
      <ItemActions item={item} groupId={groupId} />
    </Group>
  );
}

function ItemActions({ item, groupId }: { item: MenuItem; groupId: string }) {
  const actions = useEditorActions();
  const isHidden = item.available === false;
  const label = itemLabel(item);
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={isHidden ? "Show to guests" : "Hide from guests"} withArrow>
        <ActionIcon
          variant="subtle"
          color={isHidden ? "gray" : "dark"}
          aria-label={`${isHidden ? "Show" : "Hide"} ${label}`}
          aria-pressed={isHidden}
          onClick={() => actions.updateItem(item.id, { available: isHidden })}
        >
          {isHidden ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${label}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <MoveToGroupItems item={item} groupId={groupId} />
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => actions.removeItem(item.id)}
          >
            Remove item
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function MoveToGroupItems({ item, groupId }: { item: MenuItem; groupId: string }) {
  const actions = useEditorActions();
  const others = actions.getGroups().filter((group) => group.id !== groupId);
  if (others.length === 0) return <Menu.Label>No other group to move to</Menu.Label>;
  return (
    <>
      <Menu.Label>Move to group</Menu.Label>
      {others.map((group) => (
        <Menu.Item
          key={group.id}
          leftSection={<IconArrowsExchange size={16} />}
          onClick={() => actions.moveItemToGroup(item.id, group.id)}
        >
          {`Move to ${group.name}`}
        </Menu.Item>
      ))}
    </>
  );
}

/** The item's form. An outside click or the collapse icon closes it (seed 001 §4). */
function ItemEditor({ item, groupId, handle }: ItemPartProps) {
  const actions = useEditorActions();
  const { currency, canEditPrices } = useEditorSettings();
  const ref = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const change = (patch: Parameters<typeof actions.updateItem>[1]) => actions.updateItem(item.id, patch);
  const label = itemLabel(item);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the name once, when a new item opens
  useEffect(() => {
    if (item.name === "") nameRef.current?.focus();
  }, []);

  useEffect(() => {
    const isOutside = (event: Event) => {
      const target = event.target as Element | null;
      if (!target?.isConnected || ref.current?.contains(target)) return false;
      // Modals, menus and toasts live in portals: working in them is not leaving the item.
      return !target.closest(
        "[data-portal], [role='dialog'], .mantine-Notifications-root, [data-keep-item-open]",
      );
    };
    // Collapse on the click, not on the press: closing the form moves everything below it, and a button that
    // moved between press and release (say "Add item") would never get its click. The capture phase runs
    // before the button's own handler, so a click that opens another item still opens it.
    let isPressOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      isPressOutside = isOutside(event);
    };
    const onClick = (event: MouseEvent) => {
      if (isPressOutside && isOutside(event)) actions.collapseItem();
      isPressOutside = false;
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("click", onClick, true);
    };
  }, [actions]);

  const rows = priceRows(item);
  const hasSizes = item.sizes.length > 0;

  return (
    <Paper
      ref={ref}
      p="md"
      radius="md"
      shadow="sm"
      withBorder
      role="group"
      aria-label={`Editing ${label}`}
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

      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DeferredTextInput
              ref={nameRef}
              label="Item name"
              placeholder="e.g. Margherita pizza"
              value={item.name}
              maxLength={NAME_MAX}
              onCommit={(name) => change({ name })}
              style={{ gridColumn: "span 2" }}
            />
            <DeferredTextInput
              label="Cook time"
              placeholder="e.g. 15 min"
              value={item.cookTime}
              maxLength={40}
              onCommit={(cookTime) => change({ cookTime })}
            />
          </SimpleGrid>
          <DeferredTextarea
            label="Description"
            placeholder="What makes it good: ingredients, how it's made, how it's served"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={DESCRIPTION_MAX}
            value={item.description}
            onCommit={(description) => change({ description })}
          />

          <Box>
            <Text fw={600} fz="sm" mb={6}>
              {hasSizes ? "Sizes and prices" : "Price"}
            </Text>
            {canEditPrices ? (
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
                          change((current) => setPriceRow(current, index, { size }));
                        }}
                        style={{ flex: 1 }}
                      />
                    ) : null}
                    <PriceInput
                      aria-label={hasSizes ? `Price ${index + 1}` : "Price"}
                      currency={currency}
                      value={row.price}
                      onChange={(price) => change((current) => setPriceRow(current, index, { price }))}
                      w={hasSizes ? 140 : 180}
                    />
                    {hasSizes ? (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        mt={4}
                        aria-label={`Remove size ${index + 1}`}
                        onClick={() => change((current) => removeSize(current, index))}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    ) : null}
                  </Group>
                ))}
                <Group gap="xs">
                  {!hasSizes ? (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => change(addSize)}
                    >
                      Add size
                    </Button>
                  ) : null}
                  {canAddPriceRow(item) ? (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => change(addSize)}
                    >
                      Add price
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            ) : (
              <Stack gap={4}>
                <Text fz="sm">{priceSummary(item, currency) || "No price yet"}</Text>
                <Text fz="xs" c="dimmed">
                  Online ordering is on, so prices are managed there. Turn ordering off to edit them here.
                </Text>
              </Stack>
            )}
          </Box>

          <Box>
            <Text fw={600} fz="sm" mb={6}>
              Modifiers
            </Text>
            <ModifiersEditor item={item} onChange={change} currency={currency} />
          </Box>

          <DeferredTextarea
            label="Extras"
            description="Anything else guests should know: add-ons, pairings, allergens in plain words."
            autosize
            minRows={2}
            maxRows={5}
            maxLength={EXTRAS_MAX}
            value={item.extras}
            onCommit={(extras) => change({ extras })}
            rightSection={
              <Text fz={11} c="dimmed" pr={8} style={{ alignSelf: "flex-end", paddingBottom: 6 }}>
                {item.extras.length}/{EXTRAS_MAX}
              </Text>
            }
            rightSectionWidth={70}
          />
        </Stack>

        <Stack gap="md" w={220} style={{ flexShrink: 0 }}>
          <Box>
            <Text fw={600} fz="sm" mb={6}>
              Photo
            </Text>
            {item.preview ? (
              <Stack gap={6}>
                <Image
                  src={thumbnailUrl(item.preview)}
                  alt={item.previewAltText || ""}
                  radius="md"
                  h={150}
                  fit="cover"
                />
                <Text fz="xs" c={item.previewAltText ? "dimmed" : "orange.8"} lineClamp={2}>
                  {item.previewAltText ? `Alt text: ${item.previewAltText}` : "No alt text yet"}
                </Text>
                <Group gap={6}>
                  <Button
                    variant="default"
                    size="compact-sm"
                    onClick={() => actions.openImageChooser(item.id)}
                  >
                    Change photo
                  </Button>
                  <Button variant="default" size="compact-sm" onClick={() => actions.openAltText(item.id)}>
                    Alt text
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label="Remove photo"
                    onClick={() => change({ preview: null, previewSource: null, previewAltText: "" })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Stack>
            ) : (
              <UnstyledButton
                onClick={() => actions.openImageChooser(item.id)}
                w="100%"
                h={120}
                aria-label="Add photo"
                style={{
                  border: "1px dashed var(--mantine-color-gray-4)",
                  borderRadius: "var(--mantine-radius-md)",
                  background: "var(--mantine-color-gray-0)",
                }}
              >
                <Stack align="center" gap={4}>
                  <IconPhoto size={26} stroke={1.4} color="var(--mantine-color-gray-6)" />
                  <Text fz="sm" fw={600}>
                    Add photo
                  </Text>
                  <Text fz="xs" c="dimmed">
                    JPG or PNG, up to 5 MB
                  </Text>
                </Stack>
              </UnstyledButton>
            )}
          </Box>
          <Divider />
          <Box>
            <Group justify="space-between" mb={6}>
              <Text fw={600} fz="sm">
                Icons
              </Text>
              <Text fz="xs" c="dimmed">
                {item.icons.length}/{MAX_ICONS_PER_ITEM}
              </Text>
            </Group>
            {item.icons.length > 0 ? (
              <Box mb={8}>
                <ItemIconList icons={item.icons} size={26} />
              </Box>
            ) : (
              <Text fz="xs" c="dimmed" mb={8}>
                Dietary and allergen marks, like vegan or contains nuts.
              </Text>
            )}
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconMoodSmile size={14} />}
              onClick={() => actions.openIconPicker(item.id)}
            >
              {item.icons.length > 0 ? "Edit icons" : "Add icons"}
            </Button>
          </Box>
        </Stack>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button variant="light" size="xs" onClick={() => actions.collapseItem()}>
          Done editing
        </Button>
      </Group>
    </Paper>
  );
}
