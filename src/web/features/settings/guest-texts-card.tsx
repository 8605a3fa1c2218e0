import { MultiSelect, Switch, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { regionChoices, TEXT_COUNTRIES_MAX } from "../../../shared/common/geo.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { patchBusiness } from "../../api/businesses.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useRefreshDashboard } from "../../api/settings.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

/**
 * Settings → Notifications: whether guests who tick "Text me updates" get text messages about their order, and
 * which countries' mobile numbers beside the business's own they may go to (texts cost money, and a stranger's
 * number abroad must not be one a guest can aim them at). Off, and said why, when the platform has no Twilio
 * account to send them with.
 */
export function GuestTextsCard() {
  const { dashboard } = useDashboard();
  const { business, canTextGuests } = dashboard;
  const refresh = useRefreshDashboard();
  const isOn = business.config.guestSms === true;
  const countries = useMemo(() => regionChoices(), []);
  const ownCountry = business.location.country || "United States";
  const chosen = Array.isArray(business.config.textCountries)
    ? (business.config.textCountries as string[])
    : [];
  const save = useMutation({
    mutationFn: (config: { guestSms?: boolean; textCountries?: string[] }) =>
      patchBusiness(business.id, { config }),
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
        onChange={(event) => save.mutate({ guestSms: event.currentTarget.checked })}
      />
      {canTextGuests && isOn ? (
        <MultiSelect
          mt="md"
          label="Also text mobile numbers from"
          description={`Texts always go to mobile numbers of your own country (${ownCountry}). Add the countries your guests' phones often come from.`}
          placeholder="Choose countries"
          data={countries}
          value={chosen}
          maxValues={TEXT_COUNTRIES_MAX}
          searchable
          clearable
          nothingFoundMessage="No country by that name."
          disabled={save.isPending}
          error={save.isError ? errorMessage(save.error) : undefined}
          onChange={(next) => save.mutate({ textCountries: next })}
        />
      ) : null}
      {!canTextGuests && (
        <Text size="sm" c="dimmed" mt="xs">
          Text messages are not available on this server yet: it has no text message account set up. Mails to
          guests work without it.
        </Text>
      )}
    </SettingsCard>
  );
}
