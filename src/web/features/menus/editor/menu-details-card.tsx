import { Paper, Stack, TextInput } from "@mantine/core";
import { nextMenuName } from "../../../../shared/common/constants.ts";
import {
  DESCRIPTION_MAX,
  DescriptionSchema,
  MenuNameSchema,
  NAME_MAX,
} from "../../../../shared/menus/menu.ts";
import type { MenuSchedule } from "../../../../shared/menus/menu-schedule.ts";
import { DeferredTextarea } from "./deferred-field.tsx";
import type { EditorAction } from "./editor-state.ts";
import type { EditorUiAction } from "./editor-ui-state.ts";
import { ScheduleField } from "./schedule-field.tsx";

interface MenuDetailsCardProps {
  /** null on the new-menu route. */
  menuId: string | null;
  name: string;
  details: string;
  schedule: MenuSchedule;
  use24HourFormat: boolean;
  nameError: string | null;
  /** The business's menus, for the "Menu N" default. */
  menus: { id: string; name: string }[];
  dispatch: React.Dispatch<EditorAction>;
  uiDispatch: React.Dispatch<EditorUiAction>;
}

/** The menu's name and note. */
export function MenuDetailsCard({
  menuId,
  name,
  details,
  schedule,
  use24HourFormat,
  nameError,
  menus,
  dispatch,
  uiDispatch,
}: MenuDetailsCardProps) {
  const isNew = menuId === null;
  const onNameBlur = () => {
    if (isNew || name.trim() !== "") return;
    // An empty menu name on blur becomes the next free "Menu N" (docs/requirements.md "Menus").
    const others = menus.filter((candidate) => candidate.id !== menuId).map((menu) => menu.name);
    dispatch({ type: "name", name: nextMenuName(others) });
    uiDispatch({ type: "name-error", message: null });
  };
  return (
    <Paper withBorder p="lg" mb="lg" radius="lg">
      <Stack gap="sm">
        <TextInput
          label="Menu name"
          placeholder={isNew ? nextMenuName(menus.map((menu) => menu.name)) : "e.g. Dinner"}
          value={name}
          maxLength={NAME_MAX}
          size="md"
          error={nameError}
          onChange={(event) => {
            const next = event.currentTarget.value;
            dispatch({ type: "name", name: next });
            // A menu needs a name: "Please add a menu name." (not on the new-menu route).
            const parsed = MenuNameSchema.safeParse(next);
            const message = isNew || parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
            uiDispatch({ type: "name-error", message });
          }}
          onBlur={onNameBlur}
        />
        <DeferredTextarea
          label="Menu note"
          description="Shown under the menu's name, e.g. Served daily from 11am to 3pm."
          placeholder="Add a note for guests (optional)"
          autosize
          minRows={2}
          maxRows={6}
          schema={DescriptionSchema}
          limit={DESCRIPTION_MAX}
          value={details}
          onCommit={(next) => dispatch({ type: "details", details: next })}
        />
        <ScheduleField
          schedule={schedule}
          use24HourFormat={use24HourFormat}
          onChange={(next) => dispatch({ type: "schedule", schedule: next })}
        />
      </Stack>
    </Paper>
  );
}
