import { notifications } from "@mantine/notifications";
import { useCallback, useRef, useState } from "react";
import { AUTOSAVE_DEBOUNCE_MS, TOAST_MS } from "../../../shared/common/constants.ts";
import { WEBSITE_MESSAGES, type WebsitePage } from "../../../shared/website/website.ts";
import { handleSaveFailure, type SaveStatus } from "../../api/autosave.ts";
import { ApiRequestError } from "../../api/client.ts";
import { useAutosaveEvents, useSaveWaiters } from "../../api/use-autosave-events.ts";
import { notifyError } from "../../ui/notify.ts";
import {
  hasProblems,
  type PageFields,
  type PageProblems,
  pageChanges,
  type RefusedSlug,
} from "./page-changes.ts";
import { websiteApi } from "./website-api.ts";

interface PageAutosaveOptions {
  businessId: string;
  page: WebsitePage;
  onSaved: (page: WebsitePage) => void;
  /** 409 that does not merge (page-changes.ts mergePage): saving pauses until the owner chooses. */
  onConflict: (current: WebsitePage, base: WebsitePage) => void;
}

const NO_PROBLEMS: PageProblems = { title: null, slug: null };

/**
 * A page saves like a menu: after a 250 ms pause, one request at a time, the
 * latest fields against the version it holds; a 409 pauses for the owner's choice, a failure is retried with
 * backoff (api/autosave.ts), and leaving waits for the save (beforeunload here, in-app links in the editor).
 */
export function usePageAutosave(options: PageAutosaveOptions) {
  const { businessId, page } = options;
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [problems, setProblems] = useState<PageProblems>(NO_PROBLEMS);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const fieldsRef = useRef<PageFields>(page);
  const savedRef = useRef<WebsitePage>(page);
  const refusedRef = useRef<RefusedSlug | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const isInFlightRef = useRef(false);
  const isPausedRef = useRef(false);
  const failuresRef = useRef(0);
  const waiters = useSaveWaiters();

  const pending = useCallback(() => pageChanges(fieldsRef.current, savedRef.current, refusedRef.current), []);
  const isDirty = useCallback(() => isInFlightRef.current || pending().hasChanges, [pending]);
  const isHeld = useCallback(() => hasProblems(pending().problems), [pending]);

  const settle = useCallback(() => {
    if (isDirty() && !isPausedRef.current && failuresRef.current === 0) return;
    waiters.release();
  }, [isDirty, waiters]);

  const flush = useCallback(async (): Promise<void> => {
    if (timerRef.current) {
      clearTimeout(timerRef.current);
      timerRef.current = null;
    }
    if (isInFlightRef.current || isPausedRef.current) return settle();
    const { changes, problems: found, hasChanges } = pending();
    setProblems(found);
    if (!hasChanges) {
      setStatus(hasProblems(found) ? "invalid" : "saved");
      return settle();
    }
    isInFlightRef.current = true;
    setStatus("saving");
    try {
      const saved = await websiteApi.update(businessId, page.id, changes);
      failuresRef.current = 0;
      savedRef.current = saved;
      isInFlightRef.current = false;
      optionsRef.current.onSaved(saved);
      // Typed on during the save: the next save starts from the new version at once.
      return flush();
    } catch (error) {
      isInFlightRef.current = false;
      const refusal =
        error instanceof ApiRequestError && error.status === 400 ? error.errors?.[0] : undefined;
      if (refusal?.path === "slug" && changes.slug !== undefined) {
        // A taken address: it waits on its field, and everything else saves without it.
        refusedRef.current = { slug: changes.slug, message: refusal.message };
        return flush();
      }
      handleSaveFailure<WebsitePage>({
        error,
        isCreate: false,
        failuresRef,
        isPausedRef,
        timerRef,
        setStatus,
        notify: notifyError,
        onConflict: (current) => optionsRef.current.onConflict(current, savedRef.current),
        onGone: () =>
          notifications.show({ color: "red", message: WEBSITE_MESSAGES.pageNotFound, autoClose: TOAST_MS }),
        flush: () => flush(),
      });
      settle();
    }
  }, [businessId, page.id, pending, settle]);

  /** An edit: saved after the pause; a new address lifts an earlier refusal. */
  const change = useCallback(
    (next: Partial<PageFields>) => {
      fieldsRef.current = { ...fieldsRef.current, ...next };
      if (next.slug !== undefined && refusedRef.current?.slug !== next.slug.trim().toLowerCase()) {
        refusedRef.current = null;
      }
      if (isPausedRef.current) return;
      setStatus("saving");
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => void flush(), AUTOSAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  // Back online: a failed save is tried at once; closing the tab with a save pending sends it and asks.
  const hasUnsaved = useCallback(() => (isDirty() || isHeld()) && !isPausedRef.current, [isDirty, isHeld]);
  useAutosaveEvents({ flush, failuresRef, hasUnsaved, timerRef });

  /** Saves now; resolves once nothing is pending, or once saving cannot go on by itself. */
  const saveNow = useCallback(() => waiters.wait(flush), [waiters, flush]);

  /** After a conflict: go on from `base` (the version saved elsewhere) with `fields` (the owner's choice). */
  const resume = useCallback(
    (base: WebsitePage, fields: PageFields) => {
      savedRef.current = base;
      fieldsRef.current = fields;
      isPausedRef.current = false;
      failuresRef.current = 0;
      void flush();
    },
    [flush],
  );

  const isPaused = useCallback(() => isPausedRef.current, []);
  const fields = useCallback(() => fieldsRef.current, []);
  return { status, problems, change, saveNow, resume, isDirty, isHeld, isPaused, fields };
}
export type PageAutosave = ReturnType<typeof usePageAutosave>;
