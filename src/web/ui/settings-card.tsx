import { Box, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the card's foot, right-aligned. */
  footer?: ReactNode;
  /** Something beside the title (a badge, a switch). */
  aside?: ReactNode;
  children?: ReactNode;
}

/** The one card every settings tab is made of: a title, a line of help, the fields, the actions. */
export function SettingsCard({ title, description, footer, aside, children }: SettingsCardProps) {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-label={title}>
      <Stack gap="lg">
        {/* On a phone the aside moves under the title rather than squeezing it to a word a line. */}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: "1 1 16rem" }}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" fz="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {aside ? <Box maw="100%">{aside}</Box> : null}
        </Group>
        {children}
        {footer ? (
          <Group justify="flex-end" gap="sm">
            {footer}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
