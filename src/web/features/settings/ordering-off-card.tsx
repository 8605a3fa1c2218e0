import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconShoppingBagX } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { patchBusiness } from "../../api/businesses.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useRefreshDashboard } from "../../api/settings.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

/**
 * Online ordering can be turned off again, after a confirmation. The menu stays published; the
 * ordering settings and taxes are kept for when it is turned back on.
 */
export function OrderingOffCard() {
  const { dashboard } = useDashboard();
  const navigate = useNavigate();
  const refresh = useRefreshDashboard();
  const [isConfirming, setIsConfirming] = useState(false);
  const turnOff = useMutation({
    mutationFn: () => patchBusiness(dashboard.business.id, { orderingEnabled: false }),
    onSuccess: async () => {
      setIsConfirming(false);
      // The Ordering tab leaves Settings with ordering: go to a tab that stays.
      navigate("/app/settings/location", { replace: true });
      await refresh();
      notifySuccess(MESSAGES.orderingDisabled);
    },
    meta: { handlesErrors: true },
    onError: notifyError,
  });

  return (
    <SettingsCard
      title="Turn off online ordering"
      description="Guests can then only read your menu and call you. Your ordering settings and taxes are kept for when you turn ordering back on."
    >
      <Group>
        <Button
          variant="default"
          color="red"
          leftSection={<IconShoppingBagX size={16} />}
          onClick={() => setIsConfirming(true)}
        >
          Turn off online ordering
        </Button>
      </Group>
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title="Turn off online ordering?">
        <Stack gap="lg">
          <Text>
            Guests can no longer place orders from your menu page; your menu stays published. Orders and
            Customers leave the navigation, and Ordering, Payments and Notifications leave Settings, until you
            enable ordering again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)} disabled={turnOff.isPending}>
              Keep ordering on
            </Button>
            <Button color="red" onClick={() => turnOff.mutate()} loading={turnOff.isPending}>
              Turn off ordering
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}
