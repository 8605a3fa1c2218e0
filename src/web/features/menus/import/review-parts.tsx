import { Alert, Button, Checkbox, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { countOf, type ImportDraft } from "../../../../shared/menu-import/menu-import.ts";
import { NAME_MAX } from "../../../../shared/menus/menu.ts";
import { OriginalView } from "./original-view.tsx";

/** Whether the owner chose a photo of a menu (shown beside the draft), by its type or else its name. */
export const isPhoto = (file: File) => /^image\//.test(file.type) || /\.(jpe?g|png|webp)$/i.test(file.name);

/** What the reading could not be sure of, by row: the first 50, then how many more. */
export function DraftWarnings({ warnings }: { warnings: ImportDraft["warnings"] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={20} />} title="Please check these">
      <List size="sm" spacing={2}>
        {warnings.slice(0, 50).map((warning, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no id and never move
          <List.Item key={index}>
            {warning.row ? `Row ${warning.row}: ` : ""}
            {warning.message}
          </List.Item>
        ))}
      </List>
      {warnings.length > 50 ? (
        <Text fz="sm" mt="xs">
          And {countOf(warnings.length - 50, "more problem", "more problems")}.
        </Text>
      ) : null}
    </Alert>
  );
}

/** The file as it came: its lines or its photo, kept in view beside a long draft on a wide screen. */
export function OriginalColumn({
  file,
  draft,
  photoUrl,
  activeId,
  isSticky,
  isSaving,
  onPick,
  onRestart,
}: {
  file: File;
  draft: ImportDraft;
  photoUrl: string | null;
  activeId: string | null;
  isSticky: boolean;
  isSaving: boolean;
  onPick: (id: string | null) => void;
  onRestart: () => void;
}) {
  return (
    <Stack
      gap="xs"
      miw={0}
      style={isSticky ? { position: "sticky", top: 80, alignSelf: "start" } : undefined}
    >
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          Original
        </Title>
        <Button variant="subtle" size="xs" onClick={onRestart} disabled={isSaving}>
          Choose another file
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        {file.name}
        {draft.lines.length > 0 ? ". Tap a line to find its item in the draft." : ""}
      </Text>
      <OriginalView draft={draft} photoUrl={photoUrl} activeId={activeId} onPick={onPick} />
    </Stack>
  );
}

/**
 * The draft's size, then where it goes: the end of the menu it is added to (`intoName`, null while that menu
 * loads), or a new menu's name; and the Title Case switch when the names are in capitals (`isTitleCase` set).
 */
export function DraftHeading({
  groupCount,
  itemCount,
  intoName,
  menuName,
  onMenuName,
  isTitleCase,
  onTitleCase,
}: {
  groupCount: number;
  itemCount: number;
  intoName: string | null | undefined;
  menuName: string;
  onMenuName: (name: string) => void;
  isTitleCase: boolean | undefined;
  onTitleCase: (isOn: boolean) => void;
}) {
  return (
    <>
      <Title order={2} fz="lg">
        Draft: {countOf(groupCount, "group", "groups")}, {countOf(itemCount, "item", "items")}
      </Title>
      {intoName !== undefined ? (
        <Text fz="sm" c="dimmed">
          {groupCount === 1 ? "This group is" : "These groups are"} added to the end of{" "}
          {intoName !== null ? `"${intoName}"` : "the menu"}.
        </Text>
      ) : (
        <TextInput
          label="Menu name"
          value={menuName}
          maxLength={NAME_MAX}
          onChange={(event) => onMenuName(event.currentTarget.value)}
        />
      )}
      {isTitleCase !== undefined ? (
        <Checkbox
          label="Write names in capitals in Title Case (LONE STAR → Lone Star)"
          checked={isTitleCase}
          onChange={(event) => onTitleCase(event.currentTarget.checked)}
        />
      ) : null}
    </>
  );
}

/** An address for the chosen photo while it is shown (nothing for a spreadsheet or a PDF), let go afterwards. */
export function usePhotoUrl(file: File): string | null {
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isPhoto(file)) return;
    const url = URL.createObjectURL(file);
    setPhotoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return photoUrl;
}
