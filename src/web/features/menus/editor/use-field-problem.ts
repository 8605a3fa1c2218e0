import { useContext, useEffect, useId } from "react";
import { EditorActionsContext, ItemScopeContext } from "./editor-context.ts";

/**
 * Issue 11 §10, §11: a field tells the editor while its text is refused (`message`), so saving waits and its item
 * stays open; the problem goes when the text is accepted again or the field goes away.
 */
export function useFieldProblem(message: string | null) {
  const fieldId = useId();
  const itemId = useContext(ItemScopeContext);
  const report = useContext(EditorActionsContext)?.reportProblem;
  useEffect(() => {
    report?.(fieldId, message === null ? null : { itemId, message });
  }, [report, fieldId, itemId, message]);
  useEffect(() => () => report?.(fieldId, null), [report, fieldId]);
}
