import { ActionIcon, Badge, Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import {
  LanguagesSchema,
  languageName,
  MAX_LANGUAGES,
  nativeName,
  SUGGESTED_LANGUAGES,
} from "../../../shared/common/languages.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { WORDED_LANGUAGES, wordedLanguage } from "../../../shared/common/worded-language.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig, useSaveConfig } from "../../api/settings.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

/** "French — Français": the owner's word for it and the guest's. */
const label = (tag: string) => {
  const own = nativeName(tag);
  const english = languageName(tag);
  return own.toLowerCase() === english.toLowerCase() ? english : `${english} — ${own}`;
};

const wordedNames = WORDED_LANGUAGES.map((tag) => languageName(tag)).join(", ");

/**
 * Settings → Languages: the language the menu is written in, then the ones it is translated
 * into. The editor shows a translation column for each; the guest page picks the guest's.
 */
export function LanguagesTab() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const saved = readConfig(business.config).languages ?? [];
  const [original, setOriginal] = useState<string>(saved[0] ?? "en");
  const [others, setOthers] = useState<string[]>(saved.slice(1));
  const [adding, setAdding] = useState<string | null>(null);
  const save = useSaveConfig(business.id);

  const languages = [original, ...others.filter((tag) => tag !== original)];
  const isChanged = languages.join(",") !== saved.join(",");
  const options = (taken: string[]) =>
    SUGGESTED_LANGUAGES.filter((tag) => !taken.includes(tag)).map((tag) => ({
      value: tag,
      label: label(tag),
    }));
  const isFull = languages.length >= MAX_LANGUAGES;

  const submit = () => {
    const checked = LanguagesSchema.safeParse(languages);
    if (!checked.success) {
      notifyError(new Error(checked.error.issues[0]?.message ?? MESSAGES.invalidRequest));
      return;
    }
    save.mutate(
      { languages },
      { onSuccess: () => notifySuccess(MESSAGES.savedSuccessfully), onError: (error) => notifyError(error) },
    );
  };

  return (
    <SettingsCard
      title="Menu languages"
      description="Guests read your menu in their browser's language when you have it, and can switch to any other. Translate your texts in the menu editor; anything left untranslated shows as you wrote it."
      footer={
        <Button disabled={!isChanged} loading={save.isPending} onClick={submit}>
          Save languages
        </Button>
      }
    >
      <Select
        label="Your menu is written in"
        data={options(others).concat(
          SUGGESTED_LANGUAGES.includes(original) ? [] : [{ value: original, label: label(original) }],
        )}
        value={original}
        onChange={(value) => value && setOriginal(value)}
        searchable
        allowDeselect={false}
        maw={360}
      />
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          Translated into
        </Text>
        {others.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No other languages yet: your page shows one language and no switch.
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Translations">
            {others.map((tag) => (
              <Group key={tag} component="li" justify="space-between" wrap="nowrap" maw={480}>
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Text truncate="end">{label(tag)}</Text>
                  {wordedLanguage(tag) !== "en" || tag.split("-")[0] === "en" ? null : (
                    <Badge variant="light" color="gray" size="sm">
                      Page words in English
                    </Badge>
                  )}
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${languageName(tag)}`}
                  onClick={() => setOthers((current) => current.filter((other) => other !== tag))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="sm">
          <Select
            label="Add a language"
            placeholder={isFull ? `At most ${MAX_LANGUAGES} languages` : "Choose a language"}
            data={options(languages)}
            value={adding}
            onChange={setAdding}
            searchable
            disabled={isFull}
            w={{ base: "100%", xs: 280 }}
          />
          <Button
            variant="default"
            disabled={!adding || isFull}
            onClick={() => {
              if (adding) setOthers((current) => [...current, adding]);
              setAdding(null);
            }}
          >
            Add
          </Button>
        </Group>
      </Stack>
      <Text c="dimmed" fz="xs">
        The page's own words (Open, Closed, Order, Hours…) come in {wordedNames}; other languages show them in
        English. Changes show on your live page after Publish Changes.
      </Text>
    </SettingsCard>
  );
}
