import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDashboard } from "../shell/dashboard-context.tsx";

export function GeneralTab() {
  const { dashboard } = useDashboard();
  const { member } = dashboard;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="xl">
            Your details
          </Title>
          <Text c="dimmed" fz="sm">
            The email you log in with. To change it, write to support from this address.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" value={member.name || "Not set"} readOnly variant="filled" />
          <TextInput label="Login email" value={member.email} readOnly variant="filled" />
          <TextInput
            label="Notification email"
            description="Where we send notices about your business."
            value={member.notificationEmail || member.email}
            readOnly
            variant="filled"
          />
          <TextInput label="Role" value={member.owner ? "Owner" : "Staff"} readOnly variant="filled" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
