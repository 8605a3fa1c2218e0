import { Box, Button, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { publicPageUrl } from "../../api/publishing.ts";
import { readConfig, useSaveConfig } from "../../api/settings.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 160;

/** Settings → SEO: the title and description the guest page puts in its head. */
export function SeoTab() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const config = readConfig(business.config);
  const [title, setTitle] = useState(config.seoTitle ?? "");
  const [description, setDescription] = useState(config.seoDescription ?? "");
  const save = useSaveConfig(business.id);

  const isChanged = title !== (config.seoTitle ?? "") || description !== (config.seoDescription ?? "");
  // The guest page's own fallbacks (src/server/public-page/render.ts) when a field is empty.
  const place = [business.location.city, business.location.state].filter(Boolean).join(", ");
  const shownTitle = title.trim() || `${business.location.name} — Menu`;
  const shownDescription =
    description.trim() || `See the menu of ${business.location.name}${place ? ` in ${place}` : ""}.`;

  return (
    <SettingsCard
      title="Search engines"
      description="What Google and other search engines show for your menu page. Leave a field empty to use ours."
      footer={
        <Button
          disabled={!isChanged}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { seoTitle: title.trim(), seoDescription: description.trim() },
              { onSuccess: () => notifySuccess(MESSAGES.savedSuccessfully) },
            )
          }
        >
          Save
        </Button>
      }
    >
      <TextInput
        label="Page title"
        placeholder={`${business.location.name} — Menu`}
        value={title}
        maxLength={TITLE_MAX}
        onChange={(event) => setTitle(event.currentTarget.value)}
        description={`${title.length}/${TITLE_MAX} characters`}
      />
      <Textarea
        label="Page description"
        placeholder="Fresh pasta, wood-fired pizza and local wine in the heart of town."
        value={description}
        maxLength={DESCRIPTION_MAX}
        autosize
        minRows={3}
        onChange={(event) => setDescription(event.currentTarget.value)}
        description={`${description.length}/${DESCRIPTION_MAX} characters`}
      />
      <Stack gap={6}>
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.6 }}>
          Search result preview
        </Text>
        <Paper withBorder p="md" radius="md" aria-label="Search result preview" role="group">
          {/* The whole address, wrapped on a phone rather than cut: the owner checks it here. */}
          <Text fz="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {publicPageUrl(business)}
          </Text>
          <Text fz={19} c="#1a0dab" lh={1.3} lineClamp={1}>
            {shownTitle}
          </Text>
          <Box maw={600}>
            <Text fz="sm" c="#4d5156" lineClamp={2}>
              {shownDescription}
            </Text>
          </Box>
        </Paper>
        <Text fz="xs" c="dimmed">
          Search engines read your live page: Publish Changes after saving.
        </Text>
      </Stack>
    </SettingsCard>
  );
}
