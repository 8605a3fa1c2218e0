import { Chip, Group, Stack, Switch, Text } from "@mantine/core";
import { TimePicker } from "@mantine/dates";
import { TIME_PICKER_STEP_MIN, WEEKDAYS } from "../../../../shared/common/constants.ts";
import { capitalize } from "../../../../shared/hours/hours.ts";
import {
  describeSchedule,
  type MenuSchedule,
  normalizeSchedule,
} from "../../../../shared/menus/menu-schedule.ts";

// When a menu is served. Guests open on the menu served at that moment, in the business's
// time zone; an end at or before the start runs past midnight.

const DEFAULT_SCHEDULE = { days: [...WEEKDAYS], start: "11:00", end: "15:00" };

interface ScheduleFieldProps {
  schedule: MenuSchedule;
  use24HourFormat: boolean;
  onChange: (schedule: MenuSchedule) => void;
}

export function ScheduleField({ schedule, use24HourFormat, onChange }: ScheduleFieldProps) {
  const time = (label: string, value: string, onTime: (next: string) => void) => (
    <TimePicker
      label={label}
      value={value}
      onChange={(next) => {
        if (/^\d\d:\d\d/.test(next)) onTime(next.slice(0, 5));
      }}
      format={use24HourFormat ? "24h" : "12h"}
      minutesStep={TIME_PICKER_STEP_MIN}
      withDropdown
      hoursInputLabel={`${label}, hour`}
      minutesInputLabel={`${label}, minutes`}
      amPmInputLabel={`${label}, AM or PM`}
      style={{ maxWidth: use24HourFormat ? 110 : 140 }}
    />
  );
  return (
    <Stack gap="xs">
      <Switch
        label="Served at set times"
        description="Guests open on the menu served at that moment; your other menus stay one tap away."
        checked={schedule !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? DEFAULT_SCHEDULE : null)}
      />
      {schedule && (
        <>
          <Chip.Group
            multiple
            value={schedule.days}
            onChange={(days) => {
              // At least one day: the last one cannot be taken away.
              if (days.length > 0)
                onChange(normalizeSchedule({ ...schedule, days: days as typeof schedule.days }));
            }}
          >
            <Group gap={6} aria-label="Days served" role="group">
              {WEEKDAYS.map((day) => (
                <Chip key={day} value={day} size="sm">
                  {capitalize(day).slice(0, 3)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group gap="sm" align="flex-end">
            {time("From", schedule.start, (start) => onChange({ ...schedule, start }))}
            {time("Until", schedule.end, (end) => onChange({ ...schedule, end }))}
          </Group>
          <Text fz="sm" c="dimmed">
            Guests read “Served {describeSchedule(schedule, use24HourFormat)}”.
            {schedule.end <= schedule.start && schedule.end !== schedule.start
              ? " It runs past midnight."
              : ""}
          </Text>
        </>
      )}
    </Stack>
  );
}
