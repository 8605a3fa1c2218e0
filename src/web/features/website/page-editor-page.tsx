import { Anchor, Breadcrumbs, Center, Group, Loader, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { AUTOSAVE_DEBOUNCE_MS } from "../../../shared/constants.ts";
import {
  PAGE_TITLE_MAX,
  PageSlugSchema,
  PageTitleSchema,
  type UpdatePage,
  type WebsitePage,
} from "../../../shared/website.ts";
import { mapLink } from "../../../shared/website-templates.ts";
import { ApiRequestError } from "../../api/client.ts";
import { publicPageUrl } from "../../api/publishing.ts";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { notifyError } from "../../ui/notify.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PageBodyEditor } from "./page-body-editor.tsx";
import { pageKey, usePage, useRefreshPages, websiteApi } from "./website-api.ts";

type Fields = Pick<WebsitePage, "title" | "slug" | "body" | "showInNav">;
type SaveState = "saved" | "waiting" | "saving" | "held" | "failed";

const SAVE_TEXT: Record<SaveState, string> = {
  saved: "All changes saved",
  waiting: "Saving…",
  saving: "Saving…",
  held: "Not saved until the fields above are fixed",
  failed: "Not saved. Trying again when you type.",
};

/** app/website/pages/{pageId}: one page, saved on its own like the menu editor (250 ms, versions, 409). */
export function PageEditorPage() {
  const { pageId = "" } = useParams();
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const page = usePage(businessId, pageId);
  if (page.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the page" />
      </Center>
    );
  if (page.isError) return <LoadFailed what="this page" onRetry={() => page.refetch()} />;
  return <PageForm key={page.data.id} page={page.data} />;
}

function PageForm({ page }: { page: WebsitePage }) {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const queryClient = useQueryClient();
  const refreshPages = useRefreshPages(business.id);
  const [fields, setFields] = useState<Fields>(page);
  const [saveState, setSaveState] = useState<SaveState>("saved");
  const [slugProblem, setSlugProblem] = useState<string | null>(null);
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  // The body the editor started from: a page taken up from another window restarts the editor with it.
  const [editorSeed, setEditorSeed] = useState({ body: page.body, key: 0 });
  const saved = useRef<WebsitePage>(page);
  const latest = useRef<Fields>(page);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const isPending = useRef(false);
  const saveRef = useRef<() => Promise<void>>(async () => {});

  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    isPending.current = true;
    setSaveState("waiting");
    timer.current = window.setTimeout(() => void saveRef.current(), AUTOSAVE_DEBOUNCE_MS);
  }, []);

  const save = useCallback(async () => {
    isPending.current = false;
    if (inFlight.current) await inFlight.current;
    const current = latest.current;
    const base = saved.current;
    const changes: UpdatePage = { version: base.version };
    const title = PageTitleSchema.safeParse(current.title);
    const slug = PageSlugSchema.safeParse(current.slug);
    setTitleProblem(title.success ? null : (title.error.issues[0]?.message ?? null));
    setSlugProblem(slug.success ? null : (slug.error.issues[0]?.message ?? null));
    // A field holding refused text is kept out of the save; the other fields still save.
    if (title.success && title.data !== base.title) changes.title = title.data;
    if (slug.success && slug.data !== base.slug) changes.slug = slug.data;
    if (current.body !== base.body) changes.body = current.body;
    if (current.showInNav !== base.showInNav) changes.showInNav = current.showInNav;
    if (Object.keys(changes).length === 1) {
      setSaveState(title.success && slug.success ? "saved" : "held");
      return;
    }
    setSaveState("saving");
    const run = (async () => {
      try {
        const answer = await websiteApi.update(business.id, page.id, changes);
        saved.current = answer;
        queryClient.setQueryData(pageKey(business.id, page.id), answer);
        void refreshPages();
        const isSame =
          latest.current.body === answer.body &&
          latest.current.showInNav === answer.showInNav &&
          (latest.current.title.trim() === answer.title || !title.success) &&
          (latest.current.slug.toLowerCase() === answer.slug || !slug.success);
        setSaveState(isSame ? (title.success && slug.success ? "saved" : "held") : "waiting");
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409 && error.current) {
          // DESIGN.md "Draft and published": another window saved first; take up its page, and say so.
          const current = error.current as WebsitePage;
          saved.current = current;
          latest.current = current;
          setFields(current);
          setEditorSeed((seed) => ({ body: current.body, key: seed.key + 1 }));
          setSaveState("saved");
          notifyError(error);
          return;
        }
        const fieldError = error instanceof ApiRequestError ? error.errors?.[0] : undefined;
        if (fieldError?.path === "slug") {
          setSlugProblem(fieldError.message);
          setSaveState("held");
          return;
        }
        setSaveState("failed");
        notifyError(error);
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
    // Typing during the save: save again with the new version.
    if (latest.current.body !== saved.current.body || latest.current.showInNav !== saved.current.showInNav)
      schedule();
  }, [business.id, page.id, queryClient, schedule, refreshPages]);
  saveRef.current = save;

  // Leaving the screen inside the pause still saves what was typed.
  useEffect(
    () => () => {
      if (!isPending.current) return;
      window.clearTimeout(timer.current);
      void saveRef.current();
    },
    [],
  );

  const change = (next: Partial<Fields>) => {
    latest.current = { ...latest.current, ...next };
    setFields(latest.current);
    schedule();
  };

  const guestUrl = `${publicPageUrl(business)}/p/${encodeURIComponent(saved.current.slug)}`;
  return (
    <>
      <Breadcrumbs mb="md" fz="sm">
        <Anchor component={Link} to="/app/website">
          Website
        </Anchor>
        <Anchor component={Link} to="/app/website/pages">
          Pages
        </Anchor>
        <Text fz="sm" c="dimmed">
          {fields.title || "Page"}
        </Text>
      </Breadcrumbs>
      <PageHeader
        title={fields.title || "Page"}
        description={
          business.published
            ? "Changes reach guests when you Publish Changes."
            : "Guests read your pages once you publish."
        }
      />
      <Stack gap="md" maw={820}>
        <Group align="flex-start" grow wrap="wrap" gap="md">
          <TextInput
            label="Title"
            value={fields.title}
            maxLength={PAGE_TITLE_MAX + 20}
            error={titleProblem}
            onChange={(event) => change({ title: event.currentTarget.value })}
            miw={220}
          />
          <TextInput
            label="Page URL"
            description={`/p/${fields.slug || "…"}: letters, digits and hyphens`}
            value={fields.slug}
            error={slugProblem}
            onChange={(event) => change({ slug: event.currentTarget.value })}
            miw={220}
          />
        </Group>
        <Switch
          label="Show in navigation"
          description="A link to this page beside your menu. Hidden pages still open at their address."
          checked={fields.showInNav}
          onChange={(event) => change({ showInNav: event.currentTarget.checked })}
        />
        <PageBodyEditor
          key={editorSeed.key}
          businessId={business.id}
          initialMarkdown={editorSeed.body}
          mapLink={mapLink(business.location)}
          onChange={(body) => change({ body })}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fz="sm" c={saveState === "failed" || saveState === "held" ? "red.8" : "dimmed"} role="status">
            {SAVE_TEXT[saveState]}
          </Text>
          {business.published ? (
            <Anchor href={guestUrl} target="_blank" rel="noopener" fz="sm">
              Open the published page
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </>
  );
}
