import {
  Anchor,
  Breadcrumbs,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PAGE_TITLE_MAX, type WebsitePage } from "../../../shared/website/website.ts";
import { mapLink } from "../../../shared/website/website-templates.ts";
import type { SaveStatus } from "../../api/autosave.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { publicPageUrl } from "../../api/publishing.ts";
import { type ConflictChoice, ConflictDialog } from "../../ui/conflict-dialog.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { UnsavedChangesModal } from "../../ui/unsaved-changes-modal.tsx";
import { PageBodyEditor } from "./page-body-editor.tsx";
import { describePageDifferences, mergePage, type PageFields, type PageProblems } from "./page-changes.ts";
import { usePageLeaveGuard } from "./page-leave-guard.ts";
import { usePageAutosave } from "./use-page-autosave.ts";
import { pageKey, usePage, useRefreshPages, websiteApi } from "./website-api.ts";

const SAVE_TEXT: Record<SaveStatus, string> = {
  idle: "All changes saved",
  saved: "All changes saved",
  saving: "Saving…",
  invalid: "Some changes are not saved until the fields marked in red are fixed",
  error: "Not saved yet: your text is kept here, and saving is tried again",
  conflict: "Changed in another window: choose which version to keep",
  gone: "This page was deleted elsewhere",
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
        <Loader role="status" aria-label="Loading the page" />
      </Center>
    );
  if (page.isError) return <LoadFailed what="this page" onRetry={() => page.refetch()} />;
  return <PageForm key={page.data.id} page={page.data} />;
}

interface Conflict {
  current: WebsitePage;
  mine: PageFields;
}

function PageForm({ page }: { page: WebsitePage }) {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const queryClient = useQueryClient();
  const refreshPages = useRefreshPages(business.id);
  const [fields, setFields] = useState<PageFields>(page);
  const [savedSlug, setSavedSlug] = useState(page.slug);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isResolving, setIsResolving] = useState(false);
  // The body the editor started from: a version taken from elsewhere restarts the editor with it.
  const [editorSeed, setEditorSeed] = useState({ body: page.body, key: 0 });

  const show = (next: PageFields) => {
    setFields(next);
    if (next.body !== autosave.fields().body)
      setEditorSeed((seed) => ({ body: next.body, key: seed.key + 1 }));
  };

  /** A version of the page the server holds now: ours just saved, or another window's taken up. */
  const holdSaved = (saved: WebsitePage) => {
    queryClient.setQueryData(pageKey(business.id, page.id), saved);
    setSavedSlug(saved.slug);
    void refreshPages();
  };

  const autosave = usePageAutosave({
    businessId: business.id,
    page,
    onSaved: holdSaved,
    onConflict: (current, base) => {
      const mine = autosave.fields();
      const merged = mergePage(base, current, mine);
      if (!merged) {
        setConflict({ current, mine });
        return;
      }
      // Another window changed only what this one left alone (the list's navigation switch, say): keep both.
      show(merged);
      holdSaved(current);
      autosave.resume(current, merged);
    },
  });
  const { blocker } = usePageLeaveGuard(autosave);

  const change = (next: Partial<PageFields>) => {
    setFields((current) => ({ ...current, ...next }));
    autosave.change(next);
  };

  async function resolve(choice: ConflictChoice) {
    if (!conflict) return;
    const { current, mine } = conflict;
    setIsResolving(true);
    try {
      if (choice === "both") {
        const copy = await websiteApi.create(business.id, {
          title: `${mine.title.trim() || current.title} (my copy)`.slice(0, PAGE_TITLE_MAX),
          body: mine.body,
          // Beside the original, not a second link in the guests' navigation until the owner says so.
          showInNav: false,
        });
        notifySuccess(`Your version was saved as "${copy.title}".`);
        // A new page: the list and Publish Changes hear of it.
        void refreshPages();
      }
      const kept = choice === "mine" ? mine : current;
      show(kept);
      holdSaved(current);
      autosave.resume(current, kept);
      setConflict(null);
    } catch (error) {
      notifyError(error);
    } finally {
      setIsResolving(false);
    }
  }

  const { status, problems } = autosave;
  const guestUrl = `${publicPageUrl(business)}/p/${encodeURIComponent(savedSlug)}`;
  return (
    <>
      <PageBreadcrumbs title={fields.title || "Page"} />
      <PageHeader
        title={fields.title || "Page"}
        description={
          business.published
            ? "Changes reach guests when you Publish Changes."
            : "Guests read your pages once you publish."
        }
      />
      <Stack gap="md" maw={820}>
        <PageTitleAndAddress fields={fields} problems={problems} onChange={change} />
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
          <Text
            fz="sm"
            c={status === "saving" || status === "saved" || status === "idle" ? "dimmed" : "red.8"}
            role="status"
          >
            {SAVE_TEXT[status]}
          </Text>
          {business.published ? (
            <Anchor href={guestUrl} target="_blank" rel="noopener" fz="sm">
              Open the published page
            </Anchor>
          ) : null}
        </Group>
      </Stack>
      <ConflictDialog
        conflict={
          conflict && {
            version: conflict.current.version,
            differences: describePageDifferences(conflict.current, conflict.mine),
          }
        }
        thing="page"
        isBusy={isResolving}
        onChoose={resolve}
      />
      <UnsavedChangesModal blocker={blocker} status={status} />
    </>
  );
}

/** Website › Pages › this page's title. */
function PageBreadcrumbs({ title }: { title: string }) {
  return (
    <Breadcrumbs mb="md" fz="sm">
      <Anchor component={Link} to="/app/website">
        Website
      </Anchor>
      <Anchor component={Link} to="/app/website/pages">
        Pages
      </Anchor>
      <Text fz="sm" c="dimmed">
        {title}
      </Text>
    </Breadcrumbs>
  );
}

/** The page's title and its address under /p/, each with what stops it from saving. */
function PageTitleAndAddress({
  fields,
  problems,
  onChange,
}: {
  fields: PageFields;
  problems: PageProblems;
  onChange: (next: Partial<PageFields>) => void;
}) {
  // One column on a phone: the address's description and error need the width.
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label="Title"
        value={fields.title}
        maxLength={PAGE_TITLE_MAX + 20}
        error={problems.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
      />
      <TextInput
        label="Page URL"
        description={`/p/${fields.slug || "…"}: letters, digits and hyphens`}
        // Under the field, so the two fields line up side by side.
        inputWrapperOrder={["label", "input", "description", "error"]}
        value={fields.slug}
        error={problems.slug}
        onChange={(event) => onChange({ slug: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
