import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDocumentTitle, useMediaQuery } from "@mantine/hooks";
import { IconCheck, IconFileOff } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useReducer, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { countOf, type ImportDraft } from "../../../../shared/menu-import/menu-import.ts";
import { NAME_MAX } from "../../../../shared/menus/menu.ts";
import { ApiRequestError } from "../../../api/client.ts";
import { createMenu, fetchMenu, menuKey, updateMenu, useRefreshMenus } from "../../../api/menus.ts";
import { PRODUCT_NAME } from "../../../ui/brand.tsx";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { menuPath, menusPath } from "../../../widgets/menus/menus-model.ts";
import { RouteBusinessGate } from "../use-route-business.tsx";
import { DraftReview } from "./draft-review.tsx";
import {
  casedName,
  countDraftItems,
  draftFromNodes,
  draftReducer,
  hasCapitalNames,
  nodesFromDraft,
} from "./draft-state.ts";
import { FileDrop } from "./file-drop.tsx";
import { importMenuFile, warmUpImport } from "./menu-file-api.ts";
import { DraftHeading, DraftWarnings, isPhoto, OriginalColumn, usePhotoUrl } from "./review-parts.tsx";

// app/biz/{bizId}/menus/import[?into={menuId}]. Drop a file, watch it being read, fix the draft
// beside the original, then create the menu (or add the draft to the open one). Nothing is saved before that.

export function ImportMenuPage() {
  return (
    <RouteBusinessGate>
      <ImportMenu />
    </RouteBusinessGate>
  );
}

type Step =
  | { name: "choose" }
  | { name: "reading"; file: File; startedAt: number }
  | { name: "failed"; file: File; message: string }
  | { name: "review"; file: File; draft: ImportDraft };

const menuNameOf = (file: File) =>
  file.name
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .trim()
    .slice(0, NAME_MAX);

function ImportMenu() {
  useDocumentTitle(`Import a menu · ${PRODUCT_NAME}`);
  const { bizId = "" } = useParams();
  const [search] = useSearchParams();
  const intoId = search.get("into");
  const [step, setStep] = useState<Step>({ name: "choose" });
  // The server loads its text recognition while the owner picks a file, each time the page asks for one (it ends
  // its reader once a file is read); a failure shows at the upload.
  const isChoosing = step.name === "choose";
  useEffect(() => {
    if (isChoosing) warmUpImport(bizId).catch(() => undefined);
  }, [bizId, isChoosing]);

  const read = async (file: File) => {
    setStep({ name: "reading", file, startedAt: Date.now() });
    try {
      setStep({ name: "review", file, draft: await importMenuFile(bizId, file) });
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : String(error);
      setStep({ name: "failed", file, message });
    }
  };

  return (
    <>
      <Breadcrumbs mb="xs" fz="sm">
        <Anchor component={Link} to={menusPath(bizId)}>
          Menus
        </Anchor>
        <Text fz="sm" c="dimmed">
          Import a menu
        </Text>
      </Breadcrumbs>
      <Title order={1} fz={{ base: 24, sm: 28 }} mb="xs">
        Import a menu
      </Title>
      <Text c="dimmed" mb="lg">
        Bring in the menu you already have. We read it into a draft; check it beside the original, fix what
        needs fixing, and only then is it saved.
      </Text>
      {step.name === "choose" ? <FileDrop onFile={read} /> : null}
      {step.name === "reading" ? <ReadingProgress file={step.file} startedAt={step.startedAt} /> : null}
      {step.name === "failed" ? (
        <Alert color="red" icon={<IconFileOff size={20} />} title={`"${step.file.name}" could not be read`}>
          <Text fz="sm" mb="sm">
            {step.message}
          </Text>
          <Button variant="default" onClick={() => setStep({ name: "choose" })}>
            Choose another file
          </Button>
        </Alert>
      ) : null}
      {step.name === "review" ? (
        <Review
          bizId={bizId}
          intoId={intoId}
          file={step.file}
          draft={step.draft}
          onRestart={() => setStep({ name: "choose" })}
        />
      ) : null}
    </>
  );
}

/** The request is one call: the bar follows the time such a file usually takes, and says what is happening. */
function ReadingProgress({ file, startedAt }: { file: File; startedAt: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = (now - startedAt) / 1000;
  const isSheet = /\.(csv|tsv|txt|xlsx)$/i.test(file.name);
  const expected = isSheet ? 2 : 15;
  const value = Math.min(95, (1 - Math.exp(-seconds / expected)) * 100);
  const label = isSheet
    ? "Reading the spreadsheet"
    : isPhoto(file)
      ? "Recognizing the text"
      : "Reading the PDF";
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Text fw={600}>
          {label}… {Math.floor(seconds)} s
        </Text>
        <Progress value={value} animated striped aria-label={`${label} of ${file.name}`} />
        <Text fz="sm" c="dimmed">
          {isSheet
            ? `Reading the rows of ${file.name}.`
            : `Finding the groups, dishes and prices in ${file.name}. A one-page photo takes a few seconds.`}
        </Text>
      </Stack>
    </Paper>
  );
}

function Review({
  bizId,
  intoId,
  file,
  draft,
  onRestart,
}: {
  bizId: string;
  intoId: string | null;
  file: File;
  draft: ImportDraft;
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshMenus = useRefreshMenus();
  // A printed menu sets its names in capitals for the eye: the draft offers them in Title Case from the start. A
  // spreadsheet's capitals were typed on purpose, so there it is only offered.
  const isTitleCaseFirst = draft.source.kind !== "spreadsheet";
  const [isTitleCase, setIsTitleCase] = useState(isTitleCaseFirst);
  const [groups, dispatch] = useReducer(draftReducer, draft.nodes, (nodes) =>
    draftReducer(draftFromNodes(nodes), { type: "setTitleCase", isOn: isTitleCaseFirst }),
  );
  // The menu's own heading on the original names it; the file's name only when it has none.
  const readMenuName = draft.title ?? menuNameOf(file);
  const [menuName, setMenuName] = useState(() => casedName(readMenuName, readMenuName, isTitleCaseFirst));
  const canTitleCase = useMemo(
    () => hasCapitalNames(draftFromNodes(draft.nodes), readMenuName),
    [draft.nodes, readMenuName],
  );
  const changeTitleCase = (isOn: boolean) => {
    setIsTitleCase(isOn);
    dispatch({ type: "setTitleCase", isOn });
    setMenuName((name) => casedName(name, readMenuName, isOn));
  };
  const [activeId, setActiveId] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const photoUrl = usePhotoUrl(file);
  // Side by side, the original stays in view while the owner works down a long draft.
  const isSideBySide = useMediaQuery("(min-width: 62em)");
  const target = useQuery({
    queryKey: menuKey(intoId ?? ""),
    queryFn: () => fetchMenu(intoId ?? ""),
    enabled: intoId !== null,
  });

  const confidence = useMemo(() => {
    const lowest = new Map<string, number>();
    for (const line of draft.lines) {
      if (!line.nodeId) continue;
      lowest.set(line.nodeId, Math.min(lowest.get(line.nodeId) ?? 100, line.confidence));
    }
    return lowest;
  }, [draft.lines]);

  const nodes = nodesFromDraft(groups);
  const itemCount = countDraftItems(groups);
  const canSave =
    nodes !== null && itemCount > 0 && !isSaving && (intoId === null || target.data !== undefined);

  const save = async () => {
    if (!nodes) return;
    setIsSaving(true);
    try {
      if (intoId && target.data) {
        // The newest version, so an edit made meanwhile in another tab is kept (a conflict answers 409).
        const menu = await fetchMenu(intoId);
        const saved = await updateMenu({
          id: menu.id,
          version: menu.version,
          nodes: [...menu.nodes, ...nodes],
        });
        // The editor opens on this query's data: the saved menu, not the one this page loaded before the save.
        queryClient.setQueryData(menuKey(saved.id), saved);
        notifySuccess(`Added ${countOf(itemCount, "item", "items")} to ${menu.name}`);
        navigate(menuPath(bizId, menu.id));
        void refreshMenus();
        return;
      }
      const menu = await createMenu({ businessId: bizId, name: menuName.trim(), nodes });
      notifySuccess(`Menu "${menu.name}" created with ${countOf(itemCount, "item", "items")}`);
      navigate(menuPath(bizId, menu.id));
      // The list and the shell learn of the new menu while the editor opens.
      void refreshMenus();
    } catch (error) {
      notifyError(error);
      setIsSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <DraftWarnings warnings={draft.warnings} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <OriginalColumn
          file={file}
          draft={draft}
          photoUrl={photoUrl}
          activeId={activeId}
          isSticky={isSideBySide}
          isSaving={isSaving}
          onPick={setActiveId}
          onRestart={onRestart}
        />
        <Stack gap="xs" miw={0}>
          <DraftHeading
            groupCount={groups.length}
            itemCount={itemCount}
            intoName={intoId ? (target.data?.name ?? null) : undefined}
            menuName={menuName}
            onMenuName={setMenuName}
            isTitleCase={canTitleCase ? isTitleCase : undefined}
            onTitleCase={changeTitleCase}
          />
          {groups.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Nothing left in the draft. Choose another file, or start a menu by hand.
            </Text>
          ) : (
            <DraftReview
              groups={groups}
              confidence={confidence}
              activeId={activeId}
              dispatch={dispatch}
              onActive={setActiveId}
            />
          )}
        </Stack>
      </SimpleGrid>
      <Paper
        withBorder
        p="sm"
        radius="md"
        style={{ position: "sticky", bottom: 8, zIndex: 2, background: "var(--mantine-color-body)" }}
      >
        <Group justify="flex-end" gap="sm" wrap="nowrap">
          <Button variant="subtle" component={Link} to={intoId ? menuPath(bizId, intoId) : menusPath(bizId)}>
            Cancel
          </Button>
          <Button leftSection={<IconCheck size={18} />} onClick={save} disabled={!canSave} loading={isSaving}>
            {intoId ? "Add to menu" : "Create menu"}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
