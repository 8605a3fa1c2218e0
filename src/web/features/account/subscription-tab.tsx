import { Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { EXTRA_LOCATION_MONTHLY_USD, FREE_QR_CODES, SUBSCRIPTION_STATUS } from "../../../shared/constants.ts";
import { formatMoney, toMinor, US_DOLLAR } from "../../../shared/money.ts";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { useSupportMailto } from "../../shell/use-support-mail.ts";
import { accountApi, meKey } from "./account-api.ts";

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

/** Plan prices are in US dollars: "$10", "$12.50". */
const usd = (amount: number) =>
  formatMoney(toMinor(amount, "USD"), US_DOLLAR, { wholeWithoutDecimals: true });

export function SubscriptionTab() {
  const { dashboard } = useDashboard();
  const me = useQuery({ queryKey: meKey, queryFn: accountApi.me, meta: { handlesErrors: true } });
  const code = me.data?.subscriptionStatus ?? dashboard.member.subscriptionStatus;
  const name = statusNameOf(code);
  const text = name ? STATUS_TEXT[name] : null;
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="xl">
              {text?.label ?? "Unknown plan"}
            </Title>
            <Badge color={text?.color ?? "gray"} variant="light" size="lg">
              {name ?? `Status ${code}`}
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
      {name === "FREEMIUM" ? <UpgradeCard /> : null}
      {me.data ? (
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              Locations
            </Title>
            <Table aria-label="Locations on your subscription" verticalSpacing="xs">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Locations</Table.Td>
                  <Table.Td ta="right">{me.data.locations}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Extra locations at {usd(EXTRA_LOCATION_MONTHLY_USD)} per month each</Table.Td>
                  <Table.Td ta="right">{me.data.extraLocations}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={700}>Extra locations per month</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {usd(me.data.monthlyUsd)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/**
 * issue 11 §5: the QR limit modal's Upgrade lands here. Until plans are paid for in the dashboard, the upgrade is
 * made by the support team: this card says what the paid plan adds and sends the request with the account's
 * details, so the owner writes one mail and gets an answer.
 */
function UpgradeCard() {
  const request = useSupportMailto({
    subject: "Upgrade my plan",
    request: `Please upgrade my account to the paid plan: I'd like more than ${FREE_QR_CODES} QR code.`,
  });
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} id="upgrade" component="section" aria-label="Upgrade">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Upgrade to the paid plan
        </Title>
        <Text>Everything in the free plan, and:</Text>
        <List spacing={4} fz="sm">
          <List.Item>A QR code for every table, window and flyer, instead of {FREE_QR_CODES}</List.Item>
          <List.Item>Each code in PNG, SVG and as a printable table tent</List.Item>
          <List.Item>
            Each extra location at ${EXTRA_LOCATION_MONTHLY_USD} a month, as on the free plan
          </List.Item>
        </List>
        <Text fz="sm" c="dimmed">
          Upgrades are made by our team. Send the request below: it already carries your account and business,
          and we answer within one business day with the price for your locations before anything is charged.
        </Text>
        <Group>
          <Button component="a" href={request} leftSection={<IconMail size={18} />}>
            Request an upgrade
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
