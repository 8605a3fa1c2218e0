import { Button, type ButtonProps, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { patchBusiness } from "../../api/businesses.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useRefreshDashboard } from "../../api/settings.ts";
import { notifySuccess } from "../../ui/notify.ts";

/**
 * The "enable online ordering" modal: a partial update sets orderingEnabled, the
 * toast says "Online ordering was enabled!" and the ordering settings open. Settings and the Orders screen
 * both offer it while ordering is off.
 */
export function EnableOrderingButton({ variant = "light", size }: Pick<ButtonProps, "variant" | "size">) {
  const { dashboard } = useDashboard();
  const navigate = useNavigate();
  const refresh = useRefreshDashboard();
  const [isOpen, setIsOpen] = useState(false);
  const enable = useMutation({
    mutationFn: () => patchBusiness(dashboard.business.id, { orderingEnabled: true }),
    onSuccess: async () => {
      await refresh();
      setIsOpen(false);
      notifySuccess(MESSAGES.orderingEnabled);
      navigate("/app/settings/ordering");
    },
  });
  return (
    <>
      <Button
        variant={variant}
        size={size}
        leftSection={<IconShoppingBag size={16} />}
        onClick={() => setIsOpen(true)}
      >
        Enable online ordering
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Enable online ordering">
        <Stack gap="md">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconShoppingBag size={22} />
            </ThemeIcon>
            <Text>
              Guests can then send pick-up and delivery orders from your menu page. You'll get Orders and
              Customers in the menu, and Ordering, Payments and Notifications in Settings.
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsOpen(false)} disabled={enable.isPending}>
              Not now
            </Button>
            <Button onClick={() => enable.mutate()} loading={enable.isPending}>
              Enable ordering
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
