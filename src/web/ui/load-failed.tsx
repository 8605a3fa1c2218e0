import { Button, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";

/** A list that could not load says so (the toast has the reason), instead of looking empty. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack align="center" py="xl" gap={6}>
      <Text fw={700}>We couldn't load {what}</Text>
      <Text fz="sm" c="dimmed">
        Check your connection, then try again.
      </Text>
      <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
