import { Alert, Badge, Button, Center, Group, List, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconExternalLink, IconSettings } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  type AccountState,
  type ConnectedAccount,
  describeRequirement,
} from "../../../shared/payments/payments.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { paymentsApi, useConnectedAccount } from "../../api/payments.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { SettingsCard } from "../../ui/settings-card.tsx";

// Settings → Payments. The owner connects a Stripe account (its onboarding opens in a new tab),
// sees where it stands, and comes back to a refreshed state.

const STATE_BADGE: Record<AccountState, { label: string; color: string }> = {
  NOT_CONNECTED: { label: "Not connected", color: "gray" },
  DETAILS_NEEDED: { label: "Details needed", color: "yellow" },
  CHARGES_ENABLED: { label: "Charges enabled", color: "teal" },
  RESTRICTED: { label: "Restricted", color: "red" },
};

export function PaymentsTab() {
  const { dashboard } = useDashboard();
  const memberId = dashboard.member.id;
  const [searchParams] = useSearchParams();
  const [isWaiting, setIsWaiting] = useState(false);
  const account = useConnectedAccount(memberId, { isWaiting });
  const state = account.data?.state;
  useEffect(() => {
    if (state === "CHARGES_ENABLED") setIsWaiting(false);
  }, [state]);

  const link = useMutation({
    mutationFn: () => paymentsApi.link(memberId),
    onMutate: () => {
      // Opened at the click, so no popup blocker stops it; it is pointed at Stripe once the link is made.
      const tab = window.open("about:blank", "_blank");
      return { tab };
    },
    onSuccess: ({ url }, _variables, context) => {
      if (context?.tab && !context.tab.closed) context.tab.location.href = url;
      else window.open(url, "_blank", "noopener");
      setIsWaiting(true);
      void account.refetch();
    },
    onError: (_error, _variables, context) => context?.tab?.close(),
  });

  return (
    <SettingsCard
      title="Online payments"
      description="Take card payments for online orders through Stripe. A guest's card is held when they order and charged when you accept the order."
      aside={state ? <Badge color={STATE_BADGE[state].color}>{STATE_BADGE[state].label}</Badge> : null}
    >
      {account.isPending ? (
        <Center py="md" role="status" aria-label="Loading the payment account">
          <Loader size="sm" />
        </Center>
      ) : account.isError || !account.data ? (
        <LoadFailed what="your payment account" onRetry={() => account.refetch()} />
      ) : (
        <AccountDetails
          account={account.data}
          isReturning={searchParams.get("stripe") === "return"}
          isLinking={link.isPending}
          onLink={() => link.mutate()}
        />
      )}
    </SettingsCard>
  );
}

function Requirements({ codes }: { codes: string[] }) {
  if (codes.length === 0) return null;
  return (
    <List fz="sm" spacing={4} aria-label="What Stripe still needs">
      {codes.map((code) => (
        <List.Item key={code}>{describeRequirement(code)}</List.Item>
      ))}
    </List>
  );
}

function AccountDetails({
  account,
  isReturning,
  isLinking,
  onLink,
}: {
  account: ConnectedAccount;
  isReturning: boolean;
  isLinking: boolean;
  onLink: () => void;
}) {
  if (!account.isConfigured)
    return (
      <Alert color="yellow" variant="light" icon={<IconSettings size={18} />} title="Needs configuration">
        Online card payment needs configuration: the server has no Stripe key yet. Whoever runs this site sets
        STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET. Until then guests pay at pick-up
        or on delivery.
      </Alert>
    );
  const openButton = (label: string) => (
    <Group>
      <Button loading={isLinking} rightSection={<IconExternalLink size={16} />} onClick={onLink}>
        {label}
      </Button>
    </Group>
  );
  switch (account.state) {
    case "NOT_CONNECTED":
      return (
        <Stack gap="md">
          <Text fz="sm">
            Connect a Stripe account to take cards online. Stripe asks for your business and bank details in a
            new tab; come back here when you're done.
          </Text>
          {openButton("Connect with Stripe")}
        </Stack>
      );
    case "DETAILS_NEEDED":
      return (
        <Stack gap="md">
          <Text fz="sm">
            {isReturning
              ? "Welcome back. Stripe still needs these details before you can take cards:"
              : "Your Stripe account is created. Stripe needs these details before you can take cards:"}
          </Text>
          <Requirements codes={account.requirements} />
          {openButton("Continue setup")}
        </Stack>
      );
    case "RESTRICTED":
      return (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Card payments are paused"
          >
            Stripe has restricted your account until it gets:
          </Alert>
          <Requirements codes={account.requirements} />
          {openButton("Update details")}
        </Stack>
      );
    case "CHARGES_ENABLED":
      return (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={18} />}
            title="Ready for card payments"
          >
            Your Stripe account can take charges.{" "}
            <Text component={Link} to="/app/settings/ordering" fz="sm" c="blue" td="underline">
              Turn on Online card payment in Ordering
            </Text>{" "}
            to offer it at checkout.
          </Alert>
          <Requirements codes={account.requirements} />
          {openButton("Update details at Stripe")}
        </Stack>
      );
  }
}
