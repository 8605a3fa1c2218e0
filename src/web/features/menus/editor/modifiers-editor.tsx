import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Box, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconGripVertical, IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { Currency } from "../../../../shared/common/money.ts";
import type { MenuItem, ModifierEntry, ModifierGroup } from "../../../../shared/menus/menu.ts";
import {
  createModifierEntry,
  createModifierGroup,
  moveModifier,
  moveModifierEntry,
  setModifiers,
} from "../../../../shared/menus/menu-tree.ts";
import { MoveButtons, reorderAccessibility } from "../../../ui/reorder.tsx";
import { ChoiceRuleField } from "./choice-rule-field.tsx";
import type { ItemChange } from "./editor-state.ts";
import classes from "./modifiers-editor.module.css";
import { PriceInput } from "./price-input.tsx";

interface ModifiersEditorProps {
  item: MenuItem;
  onChange: (change: ItemChange) => void;
  currency: Currency;
}

const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

function useListSensors() {
  return useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
}

function SortableRow({
  id,
  label,
  move,
  kind,
  children,
}: {
  id: string;
  label: string;
  /** Move up / Move down beside the drag handle. */
  move: ReactNode;
  /** A group's box, or an option's fields (each placed in its area: modifiers-editor.module.css). */
  kind: "group" | "option";
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      className={kind === "group" ? classes.group : classes.option}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        className={classes.handle}
        variant="subtle"
        color="gray"
        aria-label={label}
        mt={4}
        style={{ cursor: "grab", touchAction: "none" }}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={16} />
      </ActionIcon>
      <div className={classes.move}>{move}</div>
      {children}
    </div>
  );
}

/** Modifier groups with their entries, each reorderable by drag or keyboard. */
export function ModifiersEditor({ item, onChange, currency }: ModifiersEditorProps) {
  const sensors = useListSensors();
  const update = (modifiers: ModifierGroup[]) => onChange((current) => setModifiers(current, modifiers));
  const patchGroup = (groupId: string, patch: Partial<ModifierGroup>) =>
    onChange((current) =>
      setModifiers(
        current,
        current.modifiers.map((group) => (group.id === groupId ? { ...group, ...patch } : group)),
      ),
    );
  const patchEntries = (groupId: string, change: (entries: ModifierEntry[]) => ModifierEntry[]) =>
    onChange((current) =>
      setModifiers(
        current,
        current.modifiers.map((group) =>
          group.id === groupId ? { ...group, entries: change(group.entries) } : group,
        ),
      ),
    );

  const groupName = (group: ModifierGroup, index: number) => group.name || `modifier group ${index + 1}`;
  const groupAccessibility = reorderAccessibility((id) => {
    const index = item.modifiers.findIndex((group) => group.id === id);
    const group = item.modifiers[index];
    return group ? groupName(group, index) : undefined;
  }, "a modifier group");
  const onGroupDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const toIndex = item.modifiers.findIndex((group) => group.id === over.id);
    onChange((current) => moveModifier(current, String(active.id), toIndex));
  };

  return (
    <Stack gap="sm">
      {item.modifiers.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Offer choices such as sauces, sides or extra toppings, each with its own price.
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onGroupDragEnd}
          accessibility={groupAccessibility}
        >
          <SortableContext
            items={item.modifiers.map((group) => group.id)}
            strategy={verticalListSortingStrategy}
          >
            {item.modifiers.map((group, groupIndex) => (
              <SortableRow
                key={group.id}
                id={group.id}
                label={`Drag modifier group ${group.name || groupIndex + 1}`}
                kind="group"
                move={
                  <MoveButtons
                    name={groupName(group, groupIndex)}
                    index={groupIndex}
                    total={item.modifiers.length}
                    onMove={(to) => onChange((current) => moveModifier(current, group.id, to))}
                  />
                }
              >
                <Paper withBorder p="sm" radius="md" bg="gray.0" className={classes.body}>
                  <Group gap="xs" wrap="nowrap" align="flex-end">
                    <TextInput
                      label="Modifier group name"
                      placeholder="e.g. Choose a sauce"
                      value={group.name}
                      onChange={(event) => patchGroup(group.id, { name: event.currentTarget.value })}
                      style={{ flex: 1 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove modifier group ${group.name || groupIndex + 1}`}
                      onClick={() => update(item.modifiers.filter((candidate) => candidate.id !== group.id))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                  <ChoiceRuleField group={group} onChange={(rule) => patchGroup(group.id, rule)} />
                  <EntriesEditor
                    group={group}
                    currency={currency}
                    onChange={(change) => patchEntries(group.id, change)}
                    onMove={(entryId, toIndex) =>
                      onChange((current) => moveModifierEntry(current, group.id, entryId, toIndex))
                    }
                  />
                </Paper>
              </SortableRow>
            ))}
          </SortableContext>
        </DndContext>
      )}
      <Box>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => update([...item.modifiers, createModifierGroup()])}
        >
          Add modifier group
        </Button>
      </Box>
    </Stack>
  );
}

function EntriesEditor({
  group,
  currency,
  onChange,
  onMove,
}: {
  group: ModifierGroup;
  currency: Currency;
  onChange: (change: (entries: ModifierEntry[]) => ModifierEntry[]) => void;
  onMove: (entryId: string, toIndex: number) => void;
}) {
  const sensors = useListSensors();
  const patch = (entryId: string, change: Partial<ModifierEntry>) =>
    onChange((entries) => entries.map((entry) => (entry.id === entryId ? { ...entry, ...change } : entry)));
  const optionName = (entry: ModifierEntry, index: number) => entry.name || `option ${index + 1}`;
  const accessibility = reorderAccessibility((id) => {
    const index = group.entries.findIndex((entry) => entry.id === id);
    const entry = group.entries[index];
    return entry ? optionName(entry, index) : undefined;
  }, "an option");
  return (
    <Stack gap={6} mt="sm">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragEnd={({ active, over }) => {
          if (!over || active.id === over.id) return;
          onMove(
            String(active.id),
            group.entries.findIndex((entry) => entry.id === over.id),
          );
        }}
      >
        <SortableContext
          items={group.entries.map((entry) => entry.id)}
          strategy={verticalListSortingStrategy}
        >
          {group.entries.map((entry, index) => (
            <SortableRow
              key={entry.id}
              id={entry.id}
              label={`Drag option ${entry.name || index + 1}`}
              kind="option"
              move={
                <MoveButtons
                  name={optionName(entry, index)}
                  index={index}
                  total={group.entries.length}
                  onMove={(to) => onMove(entry.id, to)}
                />
              }
            >
              <TextInput
                className={classes.body}
                aria-label={`Option ${index + 1} name`}
                placeholder="Option, e.g. Garlic aioli"
                value={entry.name}
                onChange={(event) => patch(entry.id, { name: event.currentTarget.value })}
                size="sm"
              />
              <PriceInput
                className={classes.price}
                aria-label={`Option ${index + 1} price`}
                currency={currency}
                value={entry.price}
                onChange={(price) => patch(entry.id, { price })}
                w={120}
                size="sm"
              />
              <ActionIcon
                className={classes.remove}
                variant="subtle"
                color="gray"
                mt={4}
                aria-label={`Remove option ${entry.name || index + 1}`}
                onClick={() =>
                  onChange((entries) => entries.filter((candidate) => candidate.id !== entry.id))
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </SortableRow>
          ))}
        </SortableContext>
      </DndContext>
      <Box pl={36}>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange((entries) => [...entries, createModifierEntry()])}
        >
          Add option
        </Button>
      </Box>
    </Stack>
  );
}
