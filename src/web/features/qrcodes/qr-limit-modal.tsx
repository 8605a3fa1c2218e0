import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { FREE_ENTITLEMENTS, PLAN_NAMES } from "../../../shared/subscriptions/entitlements.ts";
import { ApiRequestError } from "../../api/client.ts";
import { subscriptionsApi } from "../../api/subscriptions.ts";
import { notifyError } from "../../ui/notify.ts";

/**
 * The QR limit modal: a free member's second code needs an upgrade. Upgrade
 * opens Stripe Checkout for the paid plan; a server without Stripe shows the account's
 * Subscription tab, where the upgrade is asked of the team.
 */
export function QrLimitModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const upgrade = async () => {
    setIsBusy(true);
    try {
      window.location.assign((await subscriptionsApi.checkout()).url);
    } catch (error) {
      setIsBusy(false);
      onClose();
      if (error instanceof ApiRequestError && error.code === "BILLING_OFF") void navigate("/settings/subs");
      else notifyError(error);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Upgrade for more QR codes">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius={28} variant="light" aria-hidden>
          <IconQrcode size={28} />
        </ThemeIcon>
        <Text fw={700} fz="lg" role="alert">
          {MESSAGES.qrLimit}
        </Text>
        <Text c="dimmed">
          The {PLAN_NAMES.FREE} includes {FREE_ENTITLEMENTS.qrCodes} QR code. Upgrade to the{" "}
          {PLAN_NAMES.MYBRAND} to make one for every table, window and flyer.
        </Text>
        <Group mt="sm">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button onClick={upgrade} loading={isBusy}>
            Upgrade
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
