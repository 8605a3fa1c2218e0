import type { Menu } from "../../../../shared/menus/menus.ts";
import { type ConflictChoice, ConflictDialog } from "../../../ui/conflict-dialog.tsx";
import { useEditorSettings } from "./editor-context.ts";
import type { EditorState } from "./editor-state.ts";
import { describeDifference, diffMenus } from "./menu-diff.ts";

export interface Conflict {
  current: Menu;
  mine: EditorState;
}

export type { ConflictChoice };

/** A save found a newer menu (409): the owner sees what differs, field by field, and decides. */
export function ConflictModal({
  conflict,
  isBusy,
  onChoose,
}: {
  conflict: Conflict | null;
  isBusy: boolean;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const { currency } = useEditorSettings();
  return (
    <ConflictDialog
      conflict={
        conflict && {
          version: conflict.current.version,
          differences: diffMenus(conflict.current, conflict.mine, currency).map(describeDifference),
        }
      }
      thing="menu"
      isBusy={isBusy}
      onChoose={onChoose}
    />
  );
}
