import {
  Badge,
  Box,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type Dispatch, memo, useMemo, useState } from "react";
import { EXTRAS_MAX } from "../../../../shared/common/constants.ts";
import { isRightToLeft, languageName } from "../../../../shared/common/languages.ts";
import { DESCRIPTION_MAX, NAME_MAX } from "../../../../shared/menus/menu.ts";
import {
  countMissing,
  setMenuTranslation,
  setNodeTranslation,
  type TextPlace,
  type TranslatableText,
  translatableTexts,
} from "../../../../shared/menus/menu-translation.ts";
import type { EditorAction, EditorState } from "./editor-state.ts";

// The editor's translation column. Every text a guest reads sits beside an input for its
// translation in the chosen language; what is left empty shows guests the original, and the count says how much.

const SIZE_MAX = 60;

function limitOf(text: TranslatableText): number {
  if (text.place.kind === "size") return SIZE_MAX;
  if (text.place.kind === "item" && text.place.field === "extras") return EXTRAS_MAX;
  return text.isLong ? DESCRIPTION_MAX : NAME_MAX;
}

interface RowProps {
  text: TranslatableText;
  lang: string;
  onChange: (place: TextPlace, value: string) => void;
}

/** One text and its translation; memoised so typing in one row leaves the others alone. */
const TranslationRow = memo(
  function TranslationRow({ text, lang, onChange }: RowProps) {
    const Field = text.isLong ? Textarea : TextInput;
    const dir = isRightToLeft(lang) ? "rtl" : "ltr";
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={4} data-translation={text.key}>
        <Box miw={0}>
          <Text fz="xs" c="dimmed">
            {text.label}
          </Text>
          <Text fz="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {text.original}
          </Text>
        </Box>
        <Field
          aria-label={`${text.label} in ${languageName(lang)}: ${text.original}`}
          placeholder={text.original}
          value={text.translation}
          maxLength={limitOf(text)}
          lang={lang}
          styles={{ input: { direction: dir } }}
          autosize={text.isLong ? true : undefined}
          minRows={text.isLong ? 1 : undefined}
          onChange={(event) => onChange(text.place, event.currentTarget.value)}
        />
      </SimpleGrid>
    );
  },
  (before, after) =>
    before.lang === after.lang &&
    before.text.key === after.text.key &&
    before.text.original === after.text.original &&
    before.text.translation === after.text.translation &&
    before.text.label === after.text.label &&
    before.onChange === after.onChange,
);

/** The translations editor for the menu's other languages (Settings → Languages lists them). */
export function TranslationPanel({
  state,
  languages,
  dispatch,
}: {
  state: EditorState;
  /** The business's languages; the first is the one the menu is written in. */
  languages: readonly string[];
  dispatch: Dispatch<EditorAction>;
}) {
  const targets = languages.slice(1);
  const [chosen, setChosen] = useState(targets[0] ?? "");
  const lang = targets.includes(chosen) ? chosen : (targets[0] ?? "");
  const texts = useMemo(() => translatableTexts(state, lang), [state, lang]);
  const missing = texts.filter((text) => !text.translation.trim()).length;
  const onChange = useMemo(
    () => (place: TextPlace, value: string) => {
      if (place.kind === "menu")
        dispatch({
          type: "translations",
          update: (all) => setMenuTranslation(all, place.field, lang, value),
        });
      else dispatch({ type: "nodes", update: (nodes) => setNodeTranslation(nodes, place, lang, value) });
    },
    [dispatch, lang],
  );
  if (!lang) return null;

  // Rows under the group or item they belong to.
  const sections: { owner: string; texts: TranslatableText[] }[] = [];
  for (const text of texts) {
    const last = sections[sections.length - 1];
    if (last && last.owner === text.owner) last.texts.push(text);
    else sections.push({ owner: text.owner, texts: [text] });
  }

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="lg" component="section" aria-label="Translations">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: "1 1 16rem" }}>
            <Title order={2} fz="lg">
              Translations
            </Title>
            <Text c="dimmed" fz="sm">
              Written in {languageName(languages[0] ?? "en")}. Guests reading another language see your
              original wherever a translation is empty.
            </Text>
          </Stack>
          <Badge color={missing === 0 ? "teal" : "orange"} variant="light" size="lg" data-missing={missing}>
            {missing === 0 ? "All translated" : `${missing} missing`}
          </Badge>
        </Group>
        {targets.length > 1 ? (
          <SegmentedControl
            aria-label="Language"
            value={lang}
            onChange={setChosen}
            data={targets.map((tag) => ({
              value: tag,
              label: `${languageName(tag)} (${countMissing(state, tag)})`,
            }))}
            style={{ alignSelf: "flex-start", maxWidth: "100%", overflowX: "auto" }}
          />
        ) : null}
        {texts.length === 0 ? (
          <Text c="dimmed">Nothing to translate yet: add groups and items first.</Text>
        ) : (
          sections.map((section) => (
            <Stack key={`${section.owner}:${section.texts[0]?.key}`} gap="xs">
              <Text fw={700} fz="sm">
                {section.owner}
              </Text>
              {section.texts.map((text) => (
                <TranslationRow key={text.key} text={text} lang={lang} onChange={onChange} />
              ))}
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}
