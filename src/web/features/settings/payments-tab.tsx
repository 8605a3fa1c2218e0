import { Alert, List, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { SettingsCard } from "../../ui/settings-card.tsx";

/**
 * Settings → Payments. The connected payment account (seed 000 §7 "Payment") is not built yet: this card says
 * so plainly rather than pretending to take money.
 */
export function PaymentsTab() {
  return (
    <SettingsCard
      title="Online payments"
      description="Take card payments for online orders through a connected payment account."
    >
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title="Not set up yet">
        Connecting a payment account isn't available yet, so online card payment stays off. Guests can still
        order and pay when they pick up or on delivery.
      </Alert>
      <Stack gap={6}>
        <Text fz="sm" fw={600}>
          When it's available you'll be able to:
        </Text>
        <List fz="sm" c="dimmed" spacing={4}>
          <List.Item>Connect an account; its setup opens in a new tab</List.Item>
          <List.Item>See whether charges are enabled on it</List.Item>
          <List.Item>Turn on online card payment in Ordering</List.Item>
        </List>
      </Stack>
    </SettingsCard>
  );
}
