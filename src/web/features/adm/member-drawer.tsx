import { Button, Drawer, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLifebuoy } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { SUBSCRIPTION_STATUS } from "../../../shared/common/constants.ts";
import { entitlementsOf, PLAN_NAMES } from "../../../shared/subscriptions/entitlements.ts";
import { startHelping } from "../../api/session.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { admApi, admKey, useAdmMember } from "./adm-api.ts";
import { BusinessCard } from "./business-card.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** A member: their subscription (with HOLD), their businesses, and signing in as them to help. */
export function MemberDrawer({ memberId, onClose }: { memberId: string | null; onClose: () => void }) {
  const detail = useAdmMember(memberId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const data = detail.data;

  const run = async (work: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await work();
    } catch (error) {
      notifyError(error);
    } finally {
      setIsBusy(false);
    }
  };

  const toggleHold = (hold: boolean) =>
    run(async () => {
      if (!data) return;
      await admApi.hold(data.member.id, hold);
      await queryClient.invalidateQueries({ queryKey: admKey });
      notifySuccess(hold ? "The subscription is on hold." : "The hold is released.");
    });

  const help = () =>
    run(async () => {
      if (!data) return;
      const session = await admApi.helpSession(data.member.id);
      queryClient.clear();
      startHelping({ memberId: session.member.id, email: session.member.email });
      void navigate("/app");
    });

  const isHeld = data?.member.subscriptionStatus === SUBSCRIPTION_STATUS.HOLD;
  const limits = data ? entitlementsOf({ status: data.member.subscriptionStatus }) : null;

  return (
    <Drawer opened={memberId !== null} onClose={onClose} position="right" size="lg" title="Member">
      {detail.isPending && memberId ? <Loader role="status" aria-label="Loading" /> : null}
      {data ? (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} fz="xl" style={{ overflowWrap: "anywhere" }}>
              {data.member.email}
            </Title>
            <Text c="dimmed">
              {data.member.name || "No name"} · joined{" "}
              {new Date(data.member.createdDate).toLocaleDateString()}
            </Text>
          </Stack>
          <Paper withBorder p="md" component="section" aria-label="Subscription">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={700}>Subscription</Text>
                <StatusBadge status={data.member.subscriptionStatus} />
              </Group>
              <Text fz="sm" c="dimmed">
                {limits?.plan === "MYBRAND" ? PLAN_NAMES.MYBRAND : `${PLAN_NAMES.FREE} limits`} ·{" "}
                {data.qrCodes} QR code
                {data.qrCodes === 1 ? "" : "s"} · {data.businesses.length} location
                {data.businesses.length === 1 ? "" : "s"}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  color={isHeld ? "teal" : "yellow"}
                  loading={isBusy}
                  onClick={() => toggleHold(!isHeld)}
                >
                  {isHeld ? "Release hold" : "Put on hold"}
                </Button>
                <Button size="xs" variant="default" leftSection={<IconLifebuoy size={16} />} onClick={help}>
                  Sign in to help (read-only)
                </Button>
              </Group>
            </Stack>
          </Paper>
          <Stack gap="sm" component="section" aria-label="Businesses of this member">
            <Title order={3} fz="lg">
              Businesses
            </Title>
            {data.businesses.map((business) => (
              <BusinessCard key={business.id} business={business} showOwner={false} />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Drawer>
  );
}
