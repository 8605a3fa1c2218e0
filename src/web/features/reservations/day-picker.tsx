import { ActionIcon, Button, Group, Text, TextInput } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { addDays, dayTitle } from "./book-times.ts";

/**
 * The book's day: the day before or after, any day by its date, or back to today; `children` (what the host
 * does on the day shown) follow the controls, and wrap under them where the screen is narrow.
 */
export function DayPicker({
  date,
  today,
  onChange,
  children,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text fw={700} fz="lg">
        {date === today ? `Today, ${dayTitle(date)}` : dayTitle(date)}
      </Text>
      <Group gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous day"
            onClick={() => onChange(addDays(date, -1))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <TextInput
            type="date"
            aria-label="Day"
            w={160}
            value={date}
            // Cleared, the box has no day: the book stays on the one it shows.
            onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next day"
            onClick={() => onChange(addDays(date, 1))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Button variant="default" disabled={date === today} onClick={() => onChange(today)}>
            Today
          </Button>
        </Group>
        {children}
      </Group>
    </Group>
  );
}
