import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Flex,
  Group,
  Menu,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { TimePicker } from "@mantine/dates";
import { useInterval } from "@mantine/hooks";
import { IconCopy, IconPlus, IconTrash, IconWorld } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import {
  DEFAULT_INTERVAL,
  MAX_INTERVALS_PER_DAY,
  TIME_PICKER_STEP_MIN,
  WEEKDAYS,
  type Weekday,
} from "../../../shared/constants.ts";
import {
  capitalize,
  describeStatus,
  formatTime,
  type HoursMap,
  localClock,
  openStatus,
} from "../../../shared/hours.ts";
import { HoursSchema, readHours } from "../../../shared/hours-schema.ts";
import { copyDayHours, WORKDAYS } from "../../../shared/hours-week.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { timeZoneForAddress, zoneOffsetMinutes } from "../../../shared/time-zones.ts";
import { patchBusiness } from "../../api/businesses.ts";
import { readConfig, saveHours, setOpenNow, useRefreshDashboard } from "../../api/settings.ts";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { timeZoneNames, zoneLabel } from "./time-zones.ts";

const ORDINALS = ["first", "second"] as const;

/** Settings → Business Hours (seed 000 §3 hours, §4 open/closed, §5 hours rules; issue 5 §2). */
export function HoursTab() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const config = readConfig(business.config);
  const refresh = useRefreshDashboard();

  const [hours, setHours] = useState<HoursMap>(() => readHours(config.hours));
  const [use24, setUse24] = useState(config.use24HourFormat ?? false);
  const { location } = business;
  // issue 11 §3: a business made before zones came from addresses still starts from its address, not UTC.
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
  // The guest's line, from the same code the guest page runs (src/shared/hours.ts).
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

  const closedNow = useMutation({
    mutationFn: (isClosed: boolean) => setOpenNow(business.id, !isClosed),
    onMutate: (isClosed) => setIsClosedNow(isClosed),
    onError: (_, isClosed) => setIsClosedNow(!isClosed),
    onSuccess: () => refresh(),
  });

  const confirmZone = useMutation({
    mutationFn: () =>
      patchBusiness(business.id, {
        config: { timeZone, timeZoneOffset: zoneOffsetMinutes(timeZone), timeZoneConfirmed: true },
      }),
    onSuccess: async () => {
      await refresh();
      notifySuccess(MESSAGES.savedSuccessfully);
    },
    meta: { handlesErrors: true },
    onError: notifyError,
  });
  const changeZone = () => {
    zoneSelectRef.current?.scrollIntoView({ block: "center" });
    zoneSelectRef.current?.focus();
  };

  const errorList = Object.values(errors);
  const place = [location.city, location.state, location.country].filter(Boolean).join(", ");

  return (
    <Stack gap="lg">
      <SettingsCard
        title="Opening hours"
        description="Up to two time ranges a day, such as lunch and dinner. A range that ends before it starts runs past midnight."
        aside={
          <Paper px="md" py="xs" radius="xl" withBorder bg="gray.0" aria-live="polite">
            <Group gap={8} wrap="nowrap">
              <Box
                w={10}
                h={10}
                bg={status.open ? "teal.6" : "red.7"}
                style={{ borderRadius: "50%", flexShrink: 0 }}
                aria-hidden
              />
              <Text fz="sm" fw={600} data-testid="hours-preview">
                {previewLine}
              </Text>
            </Group>
          </Paper>
        }
        footer={
          <Button onClick={submit} loading={save.isPending}>
            Save hours
          </Button>
        }
      >
        <Text fz="xs" c="dimmed" mt={-12}>
          The Open/Closed line is what guests see now: saved hours show on your live page at once.
        </Text>
        {config.timeZoneConfirmed ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconWorld size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <Text fz="sm">
              Times are in <b>{zoneLabel(timeZone)}</b>.{" "}
              <Anchor component="button" type="button" fz="sm" onClick={changeZone}>
                Change
              </Anchor>
            </Text>
          </Group>
        ) : (
          // issue 11 §3: the zone came from the address; the owner says whether it is right.
          <Alert
            color="blue"
            variant="light"
            icon={<IconWorld size={18} />}
            title="Is this your time zone?"
            aria-label="Your time zone"
          >
            <Stack gap="sm">
              <Text fz="sm">
                Your hours are read in <b>{zoneLabel(timeZone)}</b>
                {place ? `, which we took from your address in ${place}` : ""}. Guests see Open or Closed by
                this clock.
              </Text>
              <Group gap="sm">
                <Button size="xs" onClick={() => confirmZone.mutate()} loading={confirmZone.isPending}>
                  Yes, that's right
                </Button>
                <Button size="xs" variant="default" onClick={changeZone}>
                  Choose another zone
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
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
        {errorList.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {errorList.map((message) => (
              <Text key={message} fz="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
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
      <SettingsCard
        title="Closed right now"
        description="Closing early or for the day? Your live page shows Closed at once, whatever your hours say, and new orders stop until you turn this off."
      >
        <Group gap="md">
          <Switch
            label="Closed now"
            size="md"
            checked={isClosedNow}
            disabled={closedNow.isPending}
            onChange={(event) => closedNow.mutate(event.currentTarget.checked)}
          />
          {isClosedNow ? (
            <Badge color="red" variant="light">
              Guests see: Closed
            </Badge>
          ) : null}
        </Group>
      </SettingsCard>
    </Stack>
  );
}

interface DayRowProps {
  day: Weekday;
  value: HoursMap[Weekday];
  use24: boolean;
  isToday: boolean;
  errors: Record<string, string>;
  onChange: (change: (current: HoursMap[Weekday]) => HoursMap[Weekday]) => void;
  onCopy: (to: readonly Weekday[]) => void;
}

function DayRow({ day, value, use24, isToday, errors, onChange, onCopy }: DayRowProps) {
  const name = capitalize(day);
  const toggle = (isOpen: boolean) =>
    onChange((current) => ({
      open: isOpen,
      // seed 000 §5: a new interval defaults to 09:00–17:00
      hours: isOpen && current.hours.length === 0 ? [{ ...DEFAULT_INTERVAL }] : current.hours,
    }));
  const setTime = (index: number, key: "start" | "end", time: string) =>
    onChange((current) => ({
      ...current,
      hours: current.hours.map((interval, at) => (at === index ? { ...interval, [key]: time } : interval)),
    }));

  // issue 11 §1: below sm the day's name sits above its ranges, and the time fields share the width.
  return (
    <Flex
      py="sm"
      direction={{ base: "column", sm: "row" }}
      align={{ base: "stretch", sm: "flex-start" }}
      gap={{ base: "xs", sm: "md" }}
    >
      <Group
        w={{ base: "100%", sm: 280 }}
        gap="xs"
        wrap="nowrap"
        pt={{ base: 0, sm: 6 }}
        style={{ flexShrink: 0 }}
      >
        <Switch
          checked={value.open}
          onChange={(event) => toggle(event.currentTarget.checked)}
          label={name}
          aria-label={`Open on ${name}`}
          fw={isToday ? 700 : 500}
        />
        {isToday ? (
          <Badge size="xs" variant="light">
            Today
          </Badge>
        ) : null}
        <Menu position="bottom-end" shadow="md" withinPortal>
          <Menu.Target>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              ml="auto"
              leftSection={<IconCopy size={14} />}
              aria-label={`Copy ${name}'s hours`}
              style={{ flexShrink: 0 }}
            >
              Copy
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{value.open ? describeDay(value, use24) : "Closed"}</Menu.Label>
            <Menu.Item onClick={() => onCopy(WEEKDAYS)}>Copy to all days</Menu.Item>
            <Menu.Item onClick={() => onCopy(WORKDAYS)}>Copy to weekdays (Monday to Friday)</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {value.open ? (
        <Stack gap="xs" style={{ flex: 1 }} miw={0}>
          {value.hours.map((interval, index) => {
            const ordinal = ORDINALS[index] ?? "first";
            const label = `${name} ${ordinal} interval`;
            const hasError = Boolean(errors[`${day}.hours.${index}`]);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: at most two intervals, addressed by position
              <Group key={index} gap="xs" wrap="nowrap" align="center">
                <TimeField
                  label={`${label} opens`}
                  value={interval.start}
                  use24={use24}
                  hasError={hasError}
                  onChange={(time) => setTime(index, "start", time)}
                />
                <Text c="dimmed" aria-hidden>
                  to
                </Text>
                <TimeField
                  label={`${label} closes`}
                  value={interval.end}
                  use24={use24}
                  hasError={hasError}
                  onChange={(time) => setTime(index, "end", time)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${label}`}
                  style={{ flexShrink: 0 }}
                  onClick={() =>
                    onChange((current) => {
                      const rest = current.hours.filter((_, at) => at !== index);
                      return { open: rest.length > 0, hours: rest };
                    })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            );
          })}
          {value.hours.length < MAX_INTERVALS_PER_DAY ? (
            <Box>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} />}
                aria-label={`Add an interval on ${name}`}
                onClick={() =>
                  onChange((current) => ({ ...current, hours: [...current.hours, { ...DEFAULT_INTERVAL }] }))
                }
              >
                Add interval
              </Button>
            </Box>
          ) : null}
        </Stack>
      ) : (
        <Text c="dimmed" fz="sm" pt={{ base: 0, sm: 8 }} pl={{ base: 50, sm: 0 }}>
          Closed
        </Text>
      )}
    </Flex>
  );
}

interface TimeFieldProps {
  label: string;
  value: string;
  use24: boolean;
  hasError: boolean;
  onChange: (time: string) => void;
}

/** seed 000 §5, §9: HH:mm (at most 5 characters), a picker in 10-minute steps, 24-hour or AM/PM. */
function TimeField({ label, value, use24, hasError, onChange }: TimeFieldProps) {
  return (
    <TimePicker
      aria-label={label}
      value={value}
      onChange={(time) => onChange(time.slice(0, 5))}
      format={use24 ? "24h" : "12h"}
      minutesStep={TIME_PICKER_STEP_MIN}
      withDropdown
      hoursInputLabel={`${label}, hour`}
      minutesInputLabel={`${label}, minutes`}
      amPmInputLabel={`${label}, AM or PM`}
      error={hasError}
      // Shares the row on a phone; never wider than a time needs.
      style={{ flex: "1 1 0", minWidth: 0, maxWidth: use24 ? 110 : 140 }}
    />
  );
}

/** "9:00 AM – 5:00 PM, 5:30 PM – 11:00 PM": what a copy takes, shown above the choices. */
function describeDay(value: HoursMap[Weekday], use24: boolean) {
  return value.hours
    .map((interval) => `${formatTime(interval.start, use24)} – ${formatTime(interval.end, use24)}`)
    .join(", ");
}
