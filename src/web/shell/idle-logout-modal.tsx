import { Button, Group, Modal, RingProgress, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { useDashboard } from "../api/dashboard-context.tsx";
import { takesOrders } from "./order-taking-screens.ts";
import { readIdleTimings, useIdleLogout } from "./use-idle-logout.ts";
import { useLogout } from "./use-logout.ts";

/**
 * The inactivity modal: counts down, then logs out to login?ses; Continue Editing resets. A screen that takes
 * orders stays signed in (order-taking-screens.ts), so its chime keeps ringing.
 */
export function IdleLogoutModal() {
  const timings = useMemo(readIdleTimings, []);
  const logout = useLogout();
  const { pathname } = useLocation();
  const { dashboard } = useDashboard();
  const { isWarning, secondsLeft, reset } = useIdleLogout({
    ...timings,
    isEnabled: !takesOrders(pathname, dashboard.business.orderingEnabled),
    onExpire: () => logout({ isExpired: true }),
  });

  return (
    <Modal
      opened={isWarning}
      onClose={reset}
      title="Are you still there?"
      closeOnClickOutside={false}
      withCloseButton={false}
      size="sm"
    >
      <Stack align="center" gap="md">
        <RingProgress
          size={96}
          thickness={8}
          roundCaps
          sections={[{ value: (secondsLeft / timings.countdownS) * 100, color: "terracotta" }]}
          label={
            <Text ta="center" fw={700} fz="xl" aria-hidden>
              {secondsLeft}
            </Text>
          }
        />
        <Text ta="center">
          You haven't been active for a while. For your security we'll log you out in{" "}
          <b>{secondsLeft} seconds</b>.
        </Text>
        <Group w="100%" grow>
          <Button variant="default" onClick={() => logout()}>
            Log out
          </Button>
          <Button onClick={reset} data-autofocus>
            Continue Editing
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
