import { ActionIcon, Badge, Box, Button, Flex, Group, Menu, Stack, Switch, Text } from "@mantine/core";
import { TimePicker } from "@mantine/dates";
import { IconCopy, IconPlus, IconTrash } from "@tabler/icons-react";
import {
  DEFAULT_INTERVAL,
  MAX_INTERVALS_PER_DAY,
  TIME_PICKER_STEP_MIN,
  WEEKDAYS,
  type Weekday,
} from "../../../shared/common/constants.ts";
import { formatTime } from "../../../shared/hours/business-clock.ts";
import { capitalize, type HoursMap } from "../../../shared/hours/hours.ts";
import { WORKDAYS } from "../../../shared/hours/hours-week.ts";

// One day of the hours tab: open or closed, its one or two ranges, and copying them to other days.

const ORDINALS = ["first", "second"] as const;

export interface DayRowProps {
  day: Weekday;
  value: HoursMap[Weekday];
  use24: boolean;
  isToday: boolean;
  errors: Record<string, string>;
  onChange: (change: (current: HoursMap[Weekday]) => HoursMap[Weekday]) => void;
  onCopy: (to: readonly Weekday[]) => void;
}

export function DayRow({ day, value, use24, isToday, errors, onChange, onCopy }: DayRowProps) {
  const name = capitalize(day);
  const toggle = (isOpen: boolean) =>
    onChange((current) => ({
      open: isOpen,
      // Opening a closed day offers the usual 09:00–17:00 rather than an empty range to fill in.
      hours: isOpen && current.hours.length === 0 ? [{ ...DEFAULT_INTERVAL }] : current.hours,
    }));
  const setTime = (index: number, key: "start" | "end", time: string) =>
    onChange((current) => ({
      ...current,
      hours: current.hours.map((interval, at) => (at === index ? { ...interval, [key]: time } : interval)),
    }));

  // On a phone (below sm) the day's name sits above its ranges, and the time fields share the width.
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
              // On a phone the open time picker of the day above reaches the right edge but for the remove
              // buttons' column: the button keeps to that column there, its icon alone, so the picker never
              // lies over it and a tap meant for Copy never picks a time.
              px={{ base: 6, sm: "xs" }}
              styles={{ section: { marginInlineEnd: 0 } }}
            >
              <Box component="span" visibleFrom="sm" ml={6}>
                Copy
              </Box>
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

/**
 * A time as the server stores it, HH:mm (so at most 5 characters, the seconds Mantine adds cut off), picked in
 * 10-minute steps and shown in 24-hour or AM/PM as the owner chose.
 */
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
