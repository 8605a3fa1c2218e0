import { Alert, Badge, Button, Group, List, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconCreditCard, IconMail } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { EXTRA_LOCATION_MONTHLY_USD } from "../../../shared/common/constants.ts";
import { formatMoney, toMinor, US_DOLLAR } from "../../../shared/common/money.ts";
import {
  FREE_ENTITLEMENTS,
  MYBRAND_MONTHLY_USD,
  PAST_DUE_GRACE_DAYS,
  PLAN_NAMES,
  planFeatures,
  type StatusName,
} from "../../../shared/subscriptions/entitlements.ts";
import {
  type MemberSubscription,
  subscriptionKey,
  subscriptionsApi,
  useSubscription,
} from "../../api/subscriptions.ts";
import { notifyError } from "../../ui/notify.ts";
import { useSupportMailto } from "../../widgets/support/use-support-mail.ts";

/** The plans' one name each (entitlements.ts), as Stripe's checkout and invoices name them too. */
const PAID = PLAN_NAMES.MYBRAND;
const FREE = PLAN_NAMES.FREE;

const STATUS_TEXT: Record<StatusName, { label: string; color: string }> = {
  ACTIVE: { label: "Active", color: "teal" },
  HOLD: { label: "On hold", color: "yellow" },
  CANCELLED: { label: "Cancelled", color: "gray" },
  DECLINED: { label: "Payment declined", color: "red" },
  FREEMIUM: { label: PLAN_NAMES.FREE, color: "terracotta" },
  PAST_DUE: { label: "Past due", color: "orange" },
};

/** Plan prices are in US dollars: "$10", "$12.50". */
const usd = (amount: number) =>
  formatMoney(toMinor(amount, "USD"), US_DOLLAR, { wholeWithoutDecimals: true });
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" });

/** What the plan's state means for the member, in a sentence. */
function explain(plan: MemberSubscription): string {
  switch (plan.reason) {
    case "PAID":
      return plan.cancelAtPeriodEnd && plan.renewsAt
        ? `Your ${PAID} ends on ${day(plan.renewsAt)}; it will not renew.`
        : `Your ${PAID} is active. Thank you!`;
    case "GRACE":
      return `Your last payment failed. Your ${PAID} keeps working${plan.graceEndsAt ? ` until ${day(plan.graceEndsAt)}` : ` for ${PAST_DUE_GRACE_DAYS} days`}: update your card in Manage billing.`;
    case "LAPSED":
      return `Your ${PAID} has ended, so the ${FREE}'s limits apply. Nothing was deleted: extra locations stay editable but their pages answer “no longer available”, and QR codes past the first can't be downloaded or added.`;
    case "HOLD":
      return `Our team put your subscription on hold, so the ${FREE}'s limits apply for now. Write to us to sort it out.`;
    default:
      return `You're on the ${FREE}.`;
  }
}

export function SubscriptionTab() {
  const [params, setParams] = useSearchParams();
  const returned = params.get("checkout");
  // Back from Checkout: the payment's webhook may land a moment after the member does.
  const subscription = useSubscription({ refetchInterval: returned === "done" ? 2000 : false });
  const plan = subscription.data;
  if (!plan)
    return subscription.isError ? (
      <Alert color="red" title="We couldn't load your plan.">
        <Button size="xs" variant="default" onClick={() => subscription.refetch()}>
          Try again
        </Button>
      </Alert>
    ) : (
      <Loader role="status" aria-label="Loading your plan" />
    );
  const statusText = STATUS_TEXT[plan.statusName as StatusName] ?? { label: plan.statusName, color: "gray" };
  const isPaidPlan = plan.plan === "MYBRAND";
  return (
    <Stack gap="lg">
      {returned === "done" ? (
        <Alert color="teal" title="Thank you!" withCloseButton onClose={() => setParams({})}>
          {plan.status === 1
            ? `Your ${PAID} is active.`
            : "Your payment went through; your plan updates in a moment."}
        </Alert>
      ) : null}
      {returned === "cancelled" ? (
        <Alert color="gray" withCloseButton onClose={() => setParams({})}>
          Checkout was cancelled. Nothing was charged.
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-label="Your plan">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="xl">
              {isPaidPlan ? PAID : FREE}
            </Title>
            <Badge color={statusText.color} variant="light" size="lg">
              {statusText.label}
            </Badge>
          </Group>
          <Text>{explain(plan)}</Text>
          {plan.renewsAt && !plan.cancelAtPeriodEnd ? (
            <Text fw={600}>
              Next bill: {usd(plan.monthlyUsd)} on {day(plan.renewsAt)}
            </Text>
          ) : null}
          <Text fw={600} fz="sm">
            What's included
          </Text>
          <List spacing={4} c="dimmed" fz="sm">
            {planFeatures(plan.plan).map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          {plan.canManageBilling ? <ManageBillingButton /> : null}
        </Stack>
      </Paper>
      {!isPaidPlan ? plan.isBillingEnabled ? <UpgradeCard plan={plan} /> : <UpgradeByMailCard /> : null}
      <LocationsCard plan={plan} />
    </Stack>
  );
}

/** Sends the browser to a Stripe page the server made (Checkout or the billing portal). */
function useRedirect(make: () => Promise<{ url: string }>) {
  const [isBusy, setIsBusy] = useState(false);
  const go = async () => {
    setIsBusy(true);
    try {
      window.location.assign((await make()).url);
    } catch (error) {
      notifyError(error);
      setIsBusy(false);
    }
  };
  return { go, isBusy };
}

function ManageBillingButton() {
  const portal = useRedirect(subscriptionsApi.portal);
  return (
    <Group>
      <Button
        variant="default"
        leftSection={<IconCreditCard size={18} />}
        loading={portal.isBusy}
        onClick={portal.go}
      >
        Manage billing
      </Button>
    </Group>
  );
}

/** The QR limit modal's Upgrade lands here, or goes straight to Checkout. */
function UpgradeCard({ plan }: { plan: MemberSubscription }) {
  const checkout = useRedirect(subscriptionsApi.checkout);
  const extra = Math.max(0, plan.locations - 1);
  const total = MYBRAND_MONTHLY_USD + extra * EXTRA_LOCATION_MONTHLY_USD;
  return (
    <UpgradeFrame
      terms={
        <Text fz="sm">
          {usd(MYBRAND_MONTHLY_USD)} a month
          {extra > 0
            ? `, plus ${usd(EXTRA_LOCATION_MONTHLY_USD)} for each of your ${extra} extra location${extra === 1 ? "" : "s"}: ${usd(total)} a month`
            : ""}
          . Cancel any time from Manage billing.
        </Text>
      }
    >
      <Button leftSection={<IconCreditCard size={18} />} loading={checkout.isBusy} onClick={checkout.go}>
        Upgrade for {usd(total)}/month
      </Button>
    </UpgradeFrame>
  );
}

/** Without Stripe on this server, the upgrade is made by the support team from one mail. */
function UpgradeByMailCard() {
  const request = useSupportMailto({
    subject: "Upgrade my plan",
    request: `Please upgrade my account to the ${PAID}: I'd like more than ${FREE_ENTITLEMENTS.qrCodes} QR code.`,
  });
  return (
    <UpgradeFrame
      terms={
        <Text fz="sm" c="dimmed">
          Upgrades on this server are made by our team: the request below carries your account and business,
          and we answer within one business day before anything is charged.
        </Text>
      }
    >
      <Button component="a" href={request} leftSection={<IconMail size={18} />}>
        Request an upgrade
      </Button>
    </UpgradeFrame>
  );
}

/** The upgrade section: what the paid plan brings, its `terms`, and the action that upgrades (`children`). */
function UpgradeFrame({ terms, children }: { terms: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} id="upgrade" component="section" aria-label="Upgrade">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Upgrade to the {PAID}
        </Title>
        <List spacing={4} fz="sm">
          {planFeatures("MYBRAND").map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {terms}
        <Group>{children}</Group>
      </Stack>
    </Paper>
  );
}

function LocationsCard({ plan }: { plan: MemberSubscription }) {
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const needed = Math.max(0, plan.locations - 1);
  const canPayMore = plan.reason === "PAID" && plan.isBillingEnabled && needed > plan.extraLocations;
  const payMore = async () => {
    setIsBusy(true);
    try {
      await subscriptionsApi.payLocations(needed);
      await queryClient.invalidateQueries({ queryKey: subscriptionKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-label="Locations">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Locations
        </Title>
        <Table aria-label="Locations on your subscription" verticalSpacing="xs">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Locations</Table.Td>
              <Table.Td ta="right">{plan.locations}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>Served to guests</Table.Td>
              <Table.Td ta="right">{plan.servedLocations}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>Extra locations paid for, at {usd(EXTRA_LOCATION_MONTHLY_USD)} a month each</Table.Td>
              <Table.Td ta="right">{plan.extraLocations}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {plan.unservedBusinessIds.length > 0 ? (
          <Text fz="sm" c="orange.9">
            {plan.unservedBusinessIds.length} location
            {plan.unservedBusinessIds.length === 1 ? " isn't" : "s aren't"} on your plan: guests opening{" "}
            {plan.unservedBusinessIds.length === 1 ? "its page" : "their pages"} see “This link is no longer
            available.” Everything in {plan.unservedBusinessIds.length === 1 ? "it" : "them"} is kept.
          </Text>
        ) : null}
        {canPayMore ? (
          <Group>
            <Button loading={isBusy} onClick={payMore}>
              Add {needed - plan.extraLocations} location{needed - plan.extraLocations === 1 ? "" : "s"} to my
              plan (+
              {usd((needed - plan.extraLocations) * EXTRA_LOCATION_MONTHLY_USD)}/month)
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
