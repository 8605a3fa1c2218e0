import { useContext, useEffect, useId, useRef } from "react";
import { EditorActionsContext, ItemScopeContext } from "./editor-context.ts";

/**
 * A field tells the editor while its text is refused (`message`), so saving waits and its item
 * stays open; the problem goes when the text is accepted again or the field goes away.
 */
export function useFieldProblem(message: string | null) {
  const fieldId = useId();
  const itemId = useContext(ItemScopeContext);
  const report = useContext(EditorActionsContext)?.reportProblem;
  // Only a field that reported a problem reports its end: hundreds of group fields mount without a word.
  const hasReportedRef = useRef(false);
  useEffect(() => {
    if (message === null && !hasReportedRef.current) return;
    hasReportedRef.current = message !== null;
    report?.(fieldId, message === null ? null : { itemId, message });
  }, [report, fieldId, itemId, message]);
  useEffect(
    () => () => {
      if (hasReportedRef.current) report?.(fieldId, null);
    },
    [report, fieldId],
  );
}
