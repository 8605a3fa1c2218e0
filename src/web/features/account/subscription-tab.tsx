import { Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { EXTRA_LOCATION_MONTHLY_USD, FREE_QR_CODES, SUBSCRIPTION_STATUS } from "../../../shared/constants.ts";
import { useDashboard } from "../shell/dashboard-context.tsx";

type StatusName = keyof typeof SUBSCRIPTION_STATUS;

const STATUS_TEXT: Record<StatusName, { label: string; color: string; description: string }> = {
  ACTIVE: { label: "Active", color: "teal", description: "Your subscription is active. Thank you!" },
  HOLD: { label: "On hold", color: "yellow", description: "Your subscription is paused for now." },
  CANCELLED: { label: "Cancelled", color: "gray", description: "Your subscription was cancelled." },
  DECLINED: { label: "Payment declined", color: "red", description: "Your last payment was declined." },
  FREEMIUM: { label: "Free plan", color: "terracotta", description: "You're on the free plan." },
  PAST_DUE: { label: "Past due", color: "orange", description: "A payment is overdue." },
};

/** seed 000 §3: the subscription status codes; new members are FREEMIUM. */
export function statusNameOf(code: number): StatusName | null {
  const entry = Object.entries(SUBSCRIPTION_STATUS).find(([, value]) => value === code);
  return entry ? (entry[0] as StatusName) : null;
}

export function SubscriptionTab() {
  const { dashboard } = useDashboard();
  const name = statusNameOf(dashboard.member.subscriptionStatus);
  const text = name ? STATUS_TEXT[name] : null;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="xl">
            {text?.label ?? "Unknown plan"}
          </Title>
          <Badge color={text?.color ?? "gray"} variant="light" size="lg">
            {name ?? `Status ${dashboard.member.subscriptionStatus}`}
          </Badge>
        </Group>
        <Text>{text?.description ?? "We couldn't read your plan. Please contact support."}</Text>
        {name === "FREEMIUM" ? (
          <List spacing={4} c="dimmed" fz="sm">
            <List.Item>Unlimited menu edits and a published menu page</List.Item>
            <List.Item>{FREE_QR_CODES} QR code for your tables</List.Item>
            <List.Item>Extra locations cost ${EXTRA_LOCATION_MONTHLY_USD} per month each</List.Item>
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}
