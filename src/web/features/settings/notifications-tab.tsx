import { Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { NotificationEmailRequestSchema } from "../../../shared/account/account.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { saveNotificationEmail, useRefreshDashboard } from "../../api/settings.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { GuestTextsCard } from "./guest-texts-card.tsx";

/** Settings → Notifications: the member's notification email (one per member). */
export function NotificationsTab() {
  const { dashboard } = useDashboard();
  const { member, business } = dashboard;
  const refresh = useRefreshDashboard();
  const [email, setEmail] = useState(member.notificationEmail || member.email);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveNotificationEmail(business.id, email.trim()),
    onSuccess: async () => {
      await refresh();
      notifySuccess(MESSAGES.savedSuccessfully);
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The route's own schema, so the message is the one the server would send.
    const parsed = NotificationEmailRequestSchema.safeParse({ notificationEmail: email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.emailInvalid);
      return;
    }
    save.mutate();
  };
  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <SettingsCard
          title="Notifications"
          description="We email this address about every new order and rating, so nothing waits unseen."
          footer={
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          }
        >
          <TextInput
            label="Notification email"
            type="email"
            value={email}
            error={error}
            maw={420}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
          />
        </SettingsCard>
      </form>
      <GuestTextsCard />
    </Stack>
  );
}
