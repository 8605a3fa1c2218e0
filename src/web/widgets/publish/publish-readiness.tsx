import { Anchor, Box, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { ONBOARDING_PROBLEMS } from "../../../shared/common/constants.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useSubscription } from "../../api/subscriptions.ts";

/** A small card under the navigation: how close the business is to publishing. */
export function PublishReadiness() {
  const { dashboard } = useDashboard();
  const { business, problems } = dashboard;
  const subscription = useSubscription();
  // Published but not on the member's plan: guests get "no longer available", so the card must not say live.
  const isUnserved = subscription.data?.unservedBusinessIds.includes(business.id) ?? false;

  if (business.published && isUnserved) {
    return (
      <Paper p="sm" bg="orange.0" radius="md">
        <Group gap={8} wrap="nowrap">
          <Box w={8} h={8} bg="orange.6" style={{ borderRadius: "50%", flexShrink: 0 }} aria-hidden />
          <Text fz="sm" fw={600}>
            Published, not yet online
          </Text>
        </Group>
        <Anchor component={Link} to="/settings/subs" fz="xs" fw={600}>
          Upgrade your plan to put it online
        </Anchor>
      </Paper>
    );
  }

  if (business.published) {
    return (
      <Paper p="sm" bg="teal.0" radius="md">
        <Group gap={8} wrap="nowrap">
          <Box w={8} h={8} bg="teal.6" style={{ borderRadius: "50%", flexShrink: 0 }} aria-hidden />
          <Text fz="sm" fw={600}>
            Your menu is live
          </Text>
        </Group>
        <Text fz="xs" c="dimmed" mt={4}>
          {business.viewCount} {business.viewCount === 1 ? "view" : "views"} so far
        </Text>
      </Paper>
    );
  }

  const done = ONBOARDING_PROBLEMS.length - problems.length;
  return (
    <Paper p="sm" bg="terracotta.0" radius="md">
      <Stack gap={6}>
        <Text fz="sm" fw={600}>
          {problems.length === 0 ? "Ready to publish" : "Get ready to publish"}
        </Text>
        <Progress
          value={(done / ONBOARDING_PROBLEMS.length) * 100}
          size="sm"
          aria-label="Publishing checklist progress"
        />
        <Anchor component={Link} to="/onboard" fz="xs" fw={600}>
          {problems.length === 0
            ? "Review the checklist"
            : `${problems.length} ${problems.length === 1 ? "step" : "steps"} left — view checklist`}
        </Anchor>
      </Stack>
    </Paper>
  );
}
