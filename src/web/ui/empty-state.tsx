import { Box, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
}

/** A designed empty screen: what will appear here, and one useful thing to do now. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Box
      py={56}
      px="lg"
      style={{
        border: "1px dashed var(--mantine-color-gray-4)",
        borderRadius: "var(--mantine-radius-lg)",
        background: "var(--mantine-color-body)",
      }}
    >
      <Stack align="center" gap="sm" maw={460} mx="auto" ta="center">
        <ThemeIcon size={64} radius={32} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="h4">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {action ? <Box mt="xs">{action}</Box> : null}
      </Stack>
    </Box>
  );
}
