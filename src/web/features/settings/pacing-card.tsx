import { Button, Group, NumberInput, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { SlotCapacitySchema } from "../../../shared/businesses/business-config.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig, useSaveConfig } from "../../api/settings.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

type Cap = number | "";

/**
 * Settings → Ordering → Pacing: at most so many orders, or items, every 15 minutes. Off by default; a cap left
 * empty is no cap. Guests ordering ahead then see only the times with room, and an order for now is promised
 * the first time with room.
 */
export function PacingCard() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const saved = readConfig(business.config).slotCapacity ?? null;
  const save = useSaveConfig(business.id);
  const [isOn, setIsOn] = useState(saved !== null);
  const [maxOrders, setMaxOrders] = useState<Cap>(saved?.maxOrders ?? "");
  const [maxItems, setMaxItems] = useState<Cap>(saved?.maxItems ?? "");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    if (!isOn) return saveCapacity(null);
    // The server's own schema, so the form says what the server would.
    const parsed = SlotCapacitySchema.safeParse({
      minutes: 15,
      ...(maxOrders === "" ? {} : { maxOrders }),
      ...(maxItems === "" ? {} : { maxItems }),
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return setError(errors.maxOrders ?? errors.maxItems ?? Object.values(errors)[0] ?? null);
    }
    saveCapacity(parsed.data);
  };
  const saveCapacity = (slotCapacity: ReturnType<typeof SlotCapacitySchema.parse> | null) =>
    save.mutate(
      { slotCapacity },
      { onSuccess: () => notifySuccess(MESSAGES.savedSuccessfully), onError: notifyError },
    );
  const cap = (label: string, value: Cap, onChange: (value: Cap) => void) => (
    <NumberInput
      aria-label={label}
      w={84}
      min={1}
      max={1000}
      allowDecimal={false}
      allowNegative={false}
      placeholder="Any"
      value={value}
      disabled={!isOn}
      onChange={(next) => onChange(next === "" ? "" : Number(next))}
    />
  );

  return (
    <SettingsCard
      title="Pacing"
      description="Take only as many orders as your kitchen can make. Guests ordering ahead see only the times with room left; an order for now gets the first time with room."
      footer={
        <Button loading={save.isPending} onClick={submit}>
          Save
        </Button>
      }
    >
      <Stack gap="md">
        <Switch
          label="Limit orders every 15 minutes"
          checked={isOn}
          onChange={(event) => setIsOn(event.currentTarget.checked)}
        />
        <Group gap="xs" align="center" wrap="wrap" aria-label="Pacing limits" role="group">
          <Text fz="sm" c={isOn ? undefined : "dimmed"}>
            At most
          </Text>
          {cap("Orders every 15 minutes", maxOrders, setMaxOrders)}
          <Text fz="sm" c={isOn ? undefined : "dimmed"}>
            orders and
          </Text>
          {cap("Items every 15 minutes", maxItems, setMaxItems)}
          <Text fz="sm" c={isOn ? undefined : "dimmed"}>
            items every 15 minutes.
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          Leave a box empty for no limit on it. Rejected and cancelled orders give their time back.
        </Text>
        {error ? (
          <Text fz="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </SettingsCard>
  );
}
