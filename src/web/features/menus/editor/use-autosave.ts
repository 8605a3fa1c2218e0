import { useCallback, useEffect, useRef, useState } from "react";
import { AUTOSAVE_DEBOUNCE_MS, REVISION_INTERVAL_MS } from "../../../../shared/common/constants.ts";
import { MenuNameSchema } from "../../../../shared/menus/menu.ts";
import type { CreateMenu, Menu, UpdateMenu } from "../../../../shared/menus/menus.ts";
import { handleSaveFailure, type SaveStatus } from "../../../api/autosave.ts";
import { ApiRequestError } from "../../../api/client.ts";
import { createMenu, saveRevision, updateMenu } from "../../../api/menus.ts";
import { useAutosaveEvents, useSaveWaiters } from "../../../api/use-autosave-events.ts";
import { notifyError } from "../../../ui/notify.ts";
import type { EditorState, LatestDraft } from "./editor-state.ts";

export type { SaveStatus };

interface AutosaveOptions {
  businessId: string;
  /** The menu being edited; null on the new-menu route until the first edit creates it. */
  menuId: string | null;
  /** The version the editor's state is based on. */
  initialVersion: number;
  /** True when the state already differs from the server's (a hand-off from the new-menu route). */
  isInitiallyDirty?: boolean;
  /** A field holds refused text; saving waits until it is fixed, so that text is never cut or saved. */
  isHeld: boolean;
  state: EditorState;
  /** The menu exists: its own route takes over, reading `latest` when it opens (this editor saves no more). */
  onCreated?: (menu: Menu, latest: LatestDraft) => void;
  onSaved?: (menu: Menu) => void;
  /** 409: the menu changed elsewhere. Saving pauses until the owner chooses, so neither version is lost. */
  onConflict: (current: Menu, mine: EditorState) => void;
  /** 404: the menu was removed elsewhere; the editor says "Menu not found!". */
  onNotFound: () => void;
}

/**
 * Edits save after a 250 ms pause (docs/requirements.md "Menu editor"), one request at a time, always the latest state,
 * with the version the editor holds; a stale version never overwrites (the server answers 409 and the owner picks).
 * A revision of the business is saved every 60 s while something changed.
 */
export function useAutosave(options: AutosaveOptions) {
  const { state, businessId } = options;
  const [status, setStatus] = useState<SaveStatus>("idle");
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const stateRef = useRef(state);
  stateRef.current = state;
  const menuIdRef = useRef(options.menuId);
  const versionRef = useRef(options.initialVersion);
  const savedCountRef = useRef(options.isInitiallyDirty ? -1 : state.changeCount);
  const isInFlightRef = useRef(false);
  const isPausedRef = useRef(false);
  /** The new-menu editor, once its menu exists: the menu route's editor saves from then on, one save at a time. */
  const isHandedOffRef = useRef(false);
  const isHeldRef = useRef(options.isHeld);
  isHeldRef.current = options.isHeld;
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const changedSinceRevisionRef = useRef(false);
  const waiters = useSaveWaiters();
  /** Failed saves in a row: the next try waits longer, and only the first failure shows a toast. */
  const failuresRef = useRef(0);

  const isDirty = useCallback(() => stateRef.current.changeCount !== savedCountRef.current, []);

  const settle = useCallback(() => {
    // Waiters (a leave, say) hear back once nothing is pending, or once saving cannot go on by itself.
    if (isDirty() && !isPausedRef.current && !isHeldRef.current && !isHandedOffRef.current) return;
    waiters.release();
  }, [isDirty, waiters]);

  const flush = useCallback(async (): Promise<void> => {
    if (timerRef.current) {
      clearTimeout(timerRef.current);
      timerRef.current = null;
    }
    if (isInFlightRef.current || isPausedRef.current || isHandedOffRef.current || !isDirty()) {
      settle();
      return;
    }
    if (isHeldRef.current) {
      setStatus("invalid");
      settle();
      return;
    }
    const snapshot = stateRef.current;
    const sentCount = snapshot.changeCount;
    isInFlightRef.current = true;
    setStatus("saving");
    try {
      const menuId = menuIdRef.current;
      if (menuId === null) {
        // The new-menu route: the first edit creates the menu; an empty name lets the server pick "Menu {n}".
        const created = await createMenu(creationOf(optionsRef.current.businessId, snapshot));
        failuresRef.current = 0;
        menuIdRef.current = created.id;
        versionRef.current = created.version;
        savedCountRef.current = sentCount;
        isInFlightRef.current = false;
        // Two editors saving one menu would send the same version twice, and the second would meet the first
        // as a conflict: from here this one only keeps its state for the menu route's editor to take up.
        isHandedOffRef.current = true;
        if (timerRef.current) clearTimeout(timerRef.current);
        timerRef.current = null;
        setStatus(isDirty() ? "saving" : "saved");
        optionsRef.current.onCreated?.(created, () => ({ state: stateRef.current, isDirty: isDirty() }));
        return;
      }
      const saved = await updateMenu(changesOf({ id: menuId, version: versionRef.current }, snapshot));
      failuresRef.current = 0;
      versionRef.current = saved.version;
      savedCountRef.current = sentCount;
      changedSinceRevisionRef.current = true;
      isInFlightRef.current = false;
      optionsRef.current.onSaved?.(saved);
      if (isDirty()) {
        void flush();
        return;
      }
      setStatus("saved");
      settle();
    } catch (error) {
      isInFlightRef.current = false;
      handleSaveFailure<Menu>({
        error,
        isCreate: menuIdRef.current === null,
        failuresRef,
        isPausedRef,
        timerRef,
        setStatus,
        notify: notifyError,
        onConflict: (current) => optionsRef.current.onConflict(current, stateRef.current),
        onGone: () => optionsRef.current.onNotFound(),
        flush: () => flush(),
      });
      settle();
    }
  }, [isDirty, settle]);

  // Back online: a failed save is tried at once; closing the tab with a save pending sends it and asks.
  const hasUnsaved = useCallback(() => (isDirty() || isHeldRef.current) && !isPausedRef.current, [isDirty]);
  useAutosaveEvents({ flush, failuresRef, hasUnsaved, timerRef });

  useSaveSchedule({
    changeCount: state.changeCount,
    isHeld: options.isHeld,
    isInitiallyDirty: options.isInitiallyDirty,
    flush,
    setStatus,
    refs: { savedCountRef, isPausedRef, isHandedOffRef, timerRef },
  });

  useRevisions({ businessId, changedSinceRevisionRef, menuIdRef });

  /** Saves now and resolves once nothing is pending (or saving stopped on a conflict or failure). */
  const saveNow = useCallback(() => waiters.wait(flush), [waiters, flush]);

  /** After a conflict: continue from the server's version (the owner chose which state to keep). */
  const resume = useCallback(
    (version: number, options: { isDirty: boolean }) => {
      versionRef.current = version;
      isPausedRef.current = false;
      if (!options.isDirty) {
        savedCountRef.current = stateRef.current.changeCount;
        setStatus("saved");
        return;
      }
      savedCountRef.current = -1;
      void flush();
    },
    [flush],
  );

  return {
    // A field with refused text is what stands between the owner and a save, whatever the last save did.
    status: options.isHeld && status !== "conflict" && status !== "gone" ? "invalid" : status,
    isDirty,
    isPaused: () => isPausedRef.current,
    isHeld: () => isHeldRef.current,
    saveNow,
    resume,
    version: () => versionRef.current,
  };
}
export type Autosave = ReturnType<typeof useAutosave>;

/** The new-menu route's first save: an empty name lets the server pick "Menu {n}". */
function creationOf(businessId: string, draft: EditorState): CreateMenu {
  return {
    businessId,
    name: draft.name.trim() || undefined,
    details: draft.details,
    nodes: draft.nodes,
    schedule: draft.schedule,
    translations: draft.translations,
  };
}

/** A save of the menu at the version the editor holds. */
function changesOf(target: { id: string; version: number }, draft: EditorState): UpdateMenu {
  const changes: UpdateMenu = {
    ...target,
    details: draft.details,
    nodes: draft.nodes,
    schedule: draft.schedule,
    translations: draft.translations,
  };
  // A menu name is required; an empty one stays local (and shows its message) until fixed.
  if (MenuNameSchema.safeParse(draft.name).success) changes.name = draft.name;
  return changes;
}

/** Schedules a save after each edit (debounced), once a held save may go, and at once for a dirty hand-off. */
function useSaveSchedule(options: {
  changeCount: number;
  isHeld: boolean;
  isInitiallyDirty: boolean | undefined;
  flush: () => Promise<void>;
  setStatus: (status: SaveStatus) => void;
  refs: {
    savedCountRef: { current: number };
    isPausedRef: { current: boolean };
    isHandedOffRef: { current: boolean };
    timerRef: { current: ReturnType<typeof setTimeout> | null };
  };
}) {
  const { changeCount, isHeld, isInitiallyDirty, flush, setStatus, refs } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: isHeld is read through its ref; a change schedules
  useEffect(() => {
    if (changeCount === refs.savedCountRef.current || refs.isPausedRef.current) return;
    setStatus("saving");
    if (refs.isHandedOffRef.current) return;
    if (refs.timerRef.current) clearTimeout(refs.timerRef.current);
    refs.timerRef.current = setTimeout(() => {
      refs.timerRef.current = null;
      void flush();
    }, AUTOSAVE_DEBOUNCE_MS);
  }, [changeCount, isHeld, flush]);

  // A dirty hand-off from the new-menu route saves at once.
  useEffect(() => {
    if (isInitiallyDirty) void flush();
  }, [isInitiallyDirty, flush]);
}

/** A revision every 60 s (docs/requirements.md "Menu editor"), only when something was saved since the last one. */
function useRevisions(options: {
  businessId: string;
  changedSinceRevisionRef: { current: boolean };
  menuIdRef: { current: string | null };
}) {
  const { businessId, changedSinceRevisionRef, menuIdRef } = options;
  useEffect(() => {
    const timer = setInterval(() => {
      if (!changedSinceRevisionRef.current || menuIdRef.current === null) return;
      changedSinceRevisionRef.current = false;
      saveRevision(businessId).catch((error: unknown) => {
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 402)) return;
        notifyError(error);
      });
    }, REVISION_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [businessId, changedSinceRevisionRef, menuIdRef]);
}
