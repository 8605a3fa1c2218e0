import {
  Badge,
  Box,
  Button,
  ColorInput,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import dayjs from "dayjs";
import { useState } from "react";
import {
  type Announcement,
  AnnouncementSchema,
  isAnnouncementExpired,
  isAnnouncementVisible,
  readAnnouncement,
} from "../../../shared/businesses/announcement.ts";
import { TIME_PICKER_STEP_MIN } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig, useSaveConfig } from "../../api/settings.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

// The banner text limit: AnnouncementSchema's own maximum.
const TEXT_MAX = 280;
const DEFAULT_BACKGROUND = "#111111";
const DEFAULT_TEXT = "#ffffff";
const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";
const SWATCHES = ["#111111", "#b5523b", "#1f3a5f", "#56633a", "#f6c445", "#c92a2a", "#ffffff"];

const toPicker = (iso: string | null | undefined) => (iso ? dayjs(iso).format(PICKER_FORMAT) : null);
const fromPicker = (value: string | null) => (value ? dayjs(value).toISOString() : null);

type BannerState = "off" | "showing" | "scheduled" | "expired";

function bannerState(banner: Announcement, now: Date): BannerState {
  if (!banner.enabled || !banner.text.trim()) return "off";
  if (isAnnouncementVisible(banner, now)) return "showing";
  // A schedule without an end, or with an end in the past, is expired.
  if (isAnnouncementExpired(banner, now)) return "expired";
  return "scheduled";
}

const STATE_BADGE: Record<BannerState, { label: string; color: string }> = {
  off: { label: "Off", color: "gray" },
  showing: { label: "Showing now", color: "teal" },
  scheduled: { label: "Scheduled", color: "blue" },
  expired: { label: "Expired", color: "orange" },
};

type AnnouncementProblems = { start?: string; end?: string; text?: string };

/** What stops the banner from saving, by field: no text while shown, no end, an end before the start or past. */
function announcementProblems(banner: Announcement, storedStart: string | null): AnnouncementProblems {
  const next: AnnouncementProblems = {};
  const start = banner.start ? Date.parse(banner.start) : null;
  const end = banner.end ? Date.parse(banner.end) : null;
  if (banner.enabled && !banner.text.trim()) next.text = "Please write the announcement.";
  // The pickers reject past dates; a start a few minutes ago ("now") is fine.
  if (end !== null && end <= Date.now()) next.end = "Please choose an end in the future.";
  if (banner.enabled && end === null) next.end = "Please choose when the announcement ends.";
  if (start !== null && end !== null && end <= start) next.end = "The end must come after the start.";
  if (
    start !== null &&
    start < Date.now() - TIME_PICKER_STEP_MIN * 60_000 &&
    start !== Date.parse(storedStart ?? "")
  )
    next.start = "Please choose a start that is not in the past.";
  return next;
}

/** The banner as guests will see it, and when they will. */
function AnnouncementPreview({
  banner,
  state,
}: {
  banner: Announcement;
  state: ReturnType<typeof bannerState>;
}) {
  return (
    <Stack gap={6}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.6 }}>
        Preview
      </Text>
      <Box
        role="note"
        aria-label="Announcement preview"
        px="md"
        py={10}
        ta="center"
        fw={600}
        style={{
          background: banner.backgroundColor ?? DEFAULT_BACKGROUND,
          color: banner.textColor ?? DEFAULT_TEXT,
          borderRadius: "var(--mantine-radius-md)",
        }}
      >
        {banner.text.trim() || "Your announcement appears here."}
      </Box>
      <Text fz="xs" c="dimmed">
        {state === "expired"
          ? "This announcement has no end or its end has passed, so guests don't see it."
          : "Guests see the banner between its start and end, after you Publish Changes."}
      </Text>
    </Stack>
  );
}

/** Settings → Announcements: the banner at the top of the guest page. */
export function AnnouncementsTab() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const stored = readAnnouncement(readConfig(business.config).announcementBanner);
  const [banner, setBanner] = useState<Announcement>(
    () =>
      stored ?? {
        enabled: false,
        text: "",
        start: null,
        end: null,
        backgroundColor: DEFAULT_BACKGROUND,
        textColor: DEFAULT_TEXT,
      },
  );
  const [errors, setErrors] = useState<AnnouncementProblems>({});
  const save = useSaveConfig(business.id);
  const now = new Date();
  const state = bannerState(banner, now);
  const set = (change: Partial<Announcement>) => {
    setBanner((current) => ({ ...current, ...change }));
    setErrors({});
  };

  const submit = () => {
    const next = announcementProblems(banner, stored?.start ?? null);
    if (Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    const parsed = AnnouncementSchema.parse(banner);
    save.mutate(
      { announcementBanner: JSON.stringify(parsed) },
      { onSuccess: () => notifySuccess(MESSAGES.savedSuccessfully) },
    );
  };

  const quickEnd = (days: number) => {
    const from = banner.start && Date.parse(banner.start) > Date.now() ? dayjs(banner.start) : dayjs();
    set({ end: from.add(days, "day").second(0).millisecond(0).toISOString() });
  };

  return (
    <SettingsCard
      title="Announcement banner"
      description="A short message across the top of your menu page — a holiday closing, a new dish, a special."
      aside={
        <Badge size="lg" variant="light" color={STATE_BADGE[state].color}>
          {STATE_BADGE[state].label}
        </Badge>
      }
      footer={
        <Button onClick={submit} loading={save.isPending}>
          Save announcement
        </Button>
      }
    >
      <Switch
        label="Show the announcement"
        checked={banner.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <Textarea
        label="Announcement"
        placeholder="We're closed on Monday for the holiday."
        value={banner.text}
        maxLength={TEXT_MAX}
        autosize
        minRows={2}
        onChange={(event) => set({ text: event.currentTarget.value })}
        description={`${banner.text.length}/${TEXT_MAX} characters`}
        error={errors.text}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={6}>
          <DateTimePicker
            label="Starts"
            placeholder="Right away"
            value={toPicker(banner.start)}
            onChange={(value) => set({ start: fromPicker(value) })}
            minDate={dayjs().format("YYYY-MM-DD")}
            timePickerProps={{ minutesStep: TIME_PICKER_STEP_MIN, format: "12h", withDropdown: true }}
            valueFormat="MMM D, YYYY h:mm A"
            clearable
            error={errors.start}
          />
          <Group gap={6}>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => set({ start: new Date().toISOString() })}
            >
              Start now
            </Button>
          </Group>
        </Stack>
        <Stack gap={6}>
          <DateTimePicker
            label="Ends"
            placeholder="Pick an end"
            value={toPicker(banner.end)}
            onChange={(value) => set({ end: fromPicker(value) })}
            minDate={dayjs().format("YYYY-MM-DD")}
            timePickerProps={{ minutesStep: TIME_PICKER_STEP_MIN, format: "12h", withDropdown: true }}
            valueFormat="MMM D, YYYY h:mm A"
            clearable
            error={errors.end}
          />
          <Group gap={6}>
            <Text fz="xs" c="dimmed">
              End in
            </Text>
            {[
              [1, "1 day"],
              [7, "1 week"],
              [30, "30 days"],
            ].map(([days, label]) => (
              <Button
                key={label}
                size="compact-xs"
                variant="light"
                aria-label={`End in ${label}`}
                onClick={() => quickEnd(Number(days))}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Stack>
        <ColorInput
          label="Background color"
          value={banner.backgroundColor ?? DEFAULT_BACKGROUND}
          onChange={(value) => set({ backgroundColor: value })}
          swatches={SWATCHES}
          format="hex"
        />
        <ColorInput
          label="Text color"
          value={banner.textColor ?? DEFAULT_TEXT}
          onChange={(value) => set({ textColor: value })}
          swatches={SWATCHES}
          format="hex"
        />
      </SimpleGrid>
      <AnnouncementPreview banner={banner} state={state} />
    </SettingsCard>
  );
}
