import { Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { IconCloudOff } from "@tabler/icons-react";

export function ShellLoading() {
  return (
    <Center mih="100vh" role="status" aria-label="Loading your dashboard">
      <Loader />
    </Center>
  );
}

export function ShellLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="100vh" p="lg">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <IconCloudOff size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={1} fz="h3">
          We couldn't load your dashboard
        </Title>
        <Text c="dimmed">Check your connection, then try again. Your menus are safe.</Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Center>
  );
}
