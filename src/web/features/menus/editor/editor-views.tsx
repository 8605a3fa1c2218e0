import { SegmentedControl } from "@mantine/core";
import { type Dispatch, useState } from "react";
import { countMissing } from "../../../../shared/menus/menu-translation.ts";
import { AddGroupBar } from "./add-group-bar.tsx";
import type { EditorAction, EditorState } from "./editor-state.ts";
import { GroupList } from "./group-list.tsx";
import { TranslationPanel } from "./translation-panel.tsx";
import { addGroup } from "./use-editor-actions.ts";

interface EditorViewsProps {
  state: EditorState;
  /** The business's languages, its main one first (Settings → Languages). */
  languages: readonly string[];
  expandedItemId: string | null;
  itemCount: number;
  dispatch: Dispatch<EditorAction>;
  onImport: () => void;
}

/**
 * The editor's body: the menu's groups and items, or, once the business offers more than one language, a switch to
 * a translation column that counts what is still untranslated.
 */
export function EditorViews({
  state,
  languages,
  expandedItemId,
  itemCount,
  dispatch,
  onImport,
}: EditorViewsProps) {
  const isMultilingual = languages.length > 1;
  const [view, setView] = useState<"menu" | "translations">("menu");
  const missing = isMultilingual
    ? languages.slice(1).reduce((sum, lang) => sum + countMissing(state, lang), 0)
    : 0;

  return (
    <>
      {isMultilingual ? (
        <SegmentedControl
          aria-label="Editor view"
          value={view}
          onChange={(next) => setView(next === "translations" ? "translations" : "menu")}
          data={[
            { value: "menu", label: "Menu" },
            {
              value: "translations",
              label: missing ? `Translations · ${missing} missing` : "Translations",
            },
          ]}
          mb="lg"
        />
      ) : null}
      {isMultilingual && view === "translations" ? (
        <TranslationPanel state={state} languages={languages} dispatch={dispatch} />
      ) : (
        <>
          <GroupList nodes={state.nodes} expandedItemId={expandedItemId} dispatch={dispatch} />
          <AddGroupBar
            groupCount={state.nodes.length}
            itemCount={itemCount}
            onAddGroup={() => addGroup(dispatch)}
            onImport={onImport}
          />
        </>
      )}
    </>
  );
}
