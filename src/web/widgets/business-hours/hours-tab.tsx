import { Alert, Box, Button, Divider, Group, Paper, Select, Stack, Switch, Text } from "@mantine/core";
import { useInterval } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { WEEKDAYS, type Weekday } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { localClock } from "../../../shared/hours/business-clock.ts";
import { describeStatus, type HoursMap, openStatus } from "../../../shared/hours/hours.ts";
import { HoursSchema, readHours } from "../../../shared/hours/hours-schema.ts";
import { copyDayHours } from "../../../shared/hours/hours-week.ts";
import { timeZoneForAddress, zoneOffsetMinutes } from "../../../shared/hours/time-zones.ts";
import { patchBusiness } from "../../api/businesses.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig, saveHours, useRefreshDashboard } from "../../api/settings.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { ClosedNowCard } from "./closed-now-card.tsx";
import { DayRow } from "./hours-day-row.tsx";
import { TimeZoneNotice } from "./hours-time-zone-notice.tsx";
import { timeZoneNames, zoneLabel } from "./time-zones.ts";

/**
 * Settings → Business Hours: the week's opening hours (up to two ranges a day, one that ends before it starts runs
 * past midnight), the zone they are read in, the 24-hour choice, and "Closed right now". The preview line at the
 * top is what guests see at this moment, computed by the same code as the guest page.
 */
export function HoursTab() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const config = readConfig(business.config);
  const refresh = useRefreshDashboard();

  const [hours, setHours] = useState<HoursMap>(() => readHours(config.hours));
  const [use24, setUse24] = useState(config.use24HourFormat ?? false);
  const { location } = business;
  // A business made before zones came from addresses still starts from its address's zone, not UTC.
  const [timeZone, setTimeZone] = useState(config.timeZone || timeZoneForAddress(location));
  const zoneSelectRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 30_000, { autoInvoke: true });

  const zoneOptions = useMemo(
    () => timeZoneNames(timeZone).map((zone) => ({ value: zone, label: zoneLabel(zone) })),
    [timeZone],
  );

  const [isClosedNow, setIsClosedNow] = useState(config.closedNow === true);
  // The guest's line, from the same code the guest page runs (src/shared/hours/hours.ts).
  const status = isClosedNow
    ? { open: false, closesAt: null, nextOpening: null }
    : openStatus(hours, now, { timeZone, offsetMinutes: zoneOffsetMinutes(timeZone, now) });
  const today = WEEKDAYS[localClock(now, timeZone).day] as Weekday;
  const previewLine = describeStatus(status, use24);

  const updateDay = (day: Weekday, change: (current: HoursMap[Weekday]) => HoursMap[Weekday]) => {
    setHours((current) => ({ ...current, [day]: change(current[day]) }));
    setErrors({});
  };

  // One day's hours onto the whole week or Monday to Friday: most places keep the same hours most days.
  const copyDay = (from: Weekday, to: readonly Weekday[]) => {
    setHours((current) => copyDayHours(current, from, to));
    setErrors({});
  };

  const save = useMutation({
    mutationFn: async () => {
      await saveHours(business.id, { hours, timeZone, offset: zoneOffsetMinutes(timeZone) });
      if (use24 !== (config.use24HourFormat ?? false)) {
        await patchBusiness(business.id, { config: { use24HourFormat: use24 } });
      }
    },
    onSuccess: async () => {
      await refresh();
      notifySuccess(MESSAGES.savedSuccessfully);
    },
    meta: { handlesErrors: true },
    onError: notifyError,
  });

  const submit = () => {
    const parsed = HoursSchema.safeParse(hours);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.slice(0, 3).join(".")] = issue.message;
      setErrors(next);
      return;
    }
    save.mutate();
  };

  const changeZone = () => {
    zoneSelectRef.current?.scrollIntoView({ block: "center" });
    zoneSelectRef.current?.focus();
  };

  return (
    <Stack gap="lg">
      <SettingsCard
        title="Opening hours"
        description="Up to two time ranges a day, such as lunch and dinner. A range that ends before it starts runs past midnight."
        aside={<GuestStatusPill isOpen={status.open} line={previewLine} />}
        footer={
          <Button onClick={submit} loading={save.isPending}>
            Save hours
          </Button>
        }
      >
        <Text fz="xs" c="dimmed" mt={-12}>
          The Open/Closed line is what guests see now: saved hours show on your live page at once.
        </Text>
        <TimeZoneNotice
          businessId={business.id}
          timeZone={timeZone}
          isConfirmed={config.timeZoneConfirmed === true}
          location={location}
          onChangeZone={changeZone}
        />
        <Stack gap={0}>
          {WEEKDAYS.map((day, index) => (
            <Box key={day}>
              {index > 0 ? <Divider /> : null}
              <DayRow
                day={day}
                value={hours[day]}
                use24={use24}
                errors={errors}
                isToday={day === today}
                onChange={(change) => updateDay(day, change)}
                onCopy={(to) => copyDay(day, to)}
              />
            </Box>
          ))}
        </Stack>
        <HoursErrors messages={Object.values(errors)} />
        <Group align="flex-end" gap="xl" wrap="wrap">
          <Select
            ref={zoneSelectRef}
            label="Time zone"
            description="Your opening hours are in this zone."
            data={zoneOptions}
            value={timeZone}
            onChange={(zone) => zone && setTimeZone(zone)}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No time zone matches"
            w={{ base: "100%", xs: 340 }}
            limit={60}
          />
          <Switch
            label="Use 24-hour time"
            description={use24 ? "Times show as 21:30" : "Times show as 9:30 PM"}
            checked={use24}
            onChange={(event) => setUse24(event.currentTarget.checked)}
          />
        </Group>
      </SettingsCard>
      <ClosedNowCard businessId={business.id} isClosedNow={isClosedNow} setIsClosedNow={setIsClosedNow} />
    </Stack>
  );
}

/** The line guests see at this moment, with a dot: green when open, red when closed. */
function GuestStatusPill({ isOpen, line }: { isOpen: boolean; line: string }) {
  return (
    <Paper px="md" py="xs" radius="xl" withBorder bg="gray.0" aria-live="polite">
      <Group gap={8} wrap="nowrap">
        <Box
          w={10}
          h={10}
          bg={isOpen ? "teal.6" : "red.7"}
          style={{ borderRadius: "50%", flexShrink: 0 }}
          aria-hidden
        />
        <Text fz="sm" fw={600} data-testid="hours-preview">
          {line}
        </Text>
      </Group>
    </Paper>
  );
}

/** What stops the week's hours from saving, each in a sentence. */
function HoursErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {messages.map((message) => (
        <Text key={message} fz="sm">
          {message}
        </Text>
      ))}
    </Alert>
  );
}
