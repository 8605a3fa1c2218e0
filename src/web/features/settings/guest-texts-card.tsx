import { Switch, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { patchBusiness } from "../../api/businesses.ts";
import { useRefreshDashboard } from "../../api/settings.ts";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

/**
 * Settings → Notifications: whether guests who tick "Text me updates" get text messages about their order.
 * Off, and said why, when the platform has no Twilio account to send them with.
 */
export function GuestTextsCard() {
  const { dashboard } = useDashboard();
  const { business, canTextGuests } = dashboard;
  const refresh = useRefreshDashboard();
  const isOn = business.config.guestSms === true;
  const save = useMutation({
    mutationFn: (next: boolean) => patchBusiness(business.id, { config: { guestSms: next } }),
    onSuccess: async () => {
      await refresh();
      notifySuccess(MESSAGES.savedSuccessfully);
    },
  });
  return (
    <SettingsCard
      title="Guests' updates"
      description="Guests who leave their email at checkout can ask for mails about their order: received, accepted with its time, ready, and any refund."
    >
      <Switch
        label="Text guests about their orders"
        description="Guests who tick “Text me updates” get a short text when you accept their order, when it is ready, or if you turn it down."
        checked={canTextGuests && isOn}
        disabled={!canTextGuests || save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
      {!canTextGuests && (
        <Text size="sm" c="dimmed" mt="xs">
          Text messages are not available on this server yet: it has no text message account set up. Mails to
          guests work without it.
        </Text>
      )}
    </SettingsCard>
  );
}
