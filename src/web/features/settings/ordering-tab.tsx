import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { languagesOf } from "../../../shared/common/languages.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { currencyOf, formatPrice } from "../../../shared/common/money.ts";
import { ORDER_ADVANCE_DAYS } from "../../../shared/ordering/order-rules.ts";
import type { Tax } from "../../../shared/taxes/taxes.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useConnectedAccount } from "../../api/payments.ts";
import { readConfig, taxesApi, taxesKey, useSaveConfig } from "../../api/settings.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { DeliveryAreasCard } from "./delivery-areas-card.tsx";
import { inPersonPaymentNote } from "./in-person-payments.ts";
import { OrderingOffCard } from "./ordering-off-card.tsx";
import { PacingCard } from "./pacing-card.tsx";
import { TaxModal } from "./tax-modal.tsx";

type OrderingValues = Required<
  Pick<
    BusinessConfig,
    | "pickUpOrders"
    | "pickUpTime"
    | "orderDelivery"
    | "deliveryFee"
    | "deliveryTime"
    | "deliveryCashPayment"
    | "deliveryCardPayment"
    | "onlineCardPayment"
    | "orderDeliveryToTable"
    | "ordersInAdvance"
    | "ordersTips"
    | "minTotal"
  >
>;

/** What "Orders in advance" lets guests do: the same days the checkout offers and the server takes. */
const ADVANCE_NOTE = `Guests ordering for pick-up or delivery may choose a time within your opening hours, today or up to ${
  ORDER_ADVANCE_DAYS - 1
} days ahead.`;

/** Settings → Ordering: how guests order (order types, pick-up time) and the taxes. */
export function OrderingTab() {
  return (
    <Stack gap="lg">
      <OrderingOptions />
      <DeliveryAreasCard />
      <PacingCard />
      <TaxesCard />
      <OrderingOffCard />
    </Stack>
  );
}

function OrderingOptions() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const config = readConfig(business.config);
  const save = useSaveConfig(business.id);
  const [values, setValues] = useState<OrderingValues>(() => ({
    pickUpOrders: config.pickUpOrders ?? true,
    pickUpTime: config.pickUpTime ?? 20,
    orderDelivery: config.orderDelivery ?? false,
    deliveryFee: config.deliveryFee ?? 0,
    deliveryTime: config.deliveryTime ?? 45,
    deliveryCashPayment: config.deliveryCashPayment ?? true,
    deliveryCardPayment: config.deliveryCardPayment ?? false,
    onlineCardPayment: config.onlineCardPayment ?? false,
    orderDeliveryToTable: config.orderDeliveryToTable ?? false,
    ordersInAdvance: config.ordersInAdvance ?? false,
    ordersTips: config.ordersTips ?? false,
    minTotal: config.minTotal ?? 0,
  }));
  const set = <K extends keyof OrderingValues>(key: K, value: OrderingValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const toggle = (key: keyof OrderingValues, label: string, description?: string) => (
    <Switch
      label={label}
      description={description}
      checked={values[key] === true}
      onChange={(event) => set(key, event.currentTarget.checked as never)}
    />
  );
  // Online card payment only with a Stripe account that takes charges; otherwise say why.
  const account = useConnectedAccount(dashboard.member.id);
  const canTakeCards = account.data?.chargesEnabled === true;
  const onlineCardNote = !account.data
    ? "Needs a connected payment account."
    : !account.data.isConfigured
      ? "Online card payment needs configuration on the server (a Stripe key)."
      : account.data.state === "NOT_CONNECTED"
        ? "Connect a Stripe account in Settings → Payments first."
        : account.data.state === "CHARGES_ENABLED"
          ? "Cards are held at checkout and charged when you accept."
          : "Stripe has not enabled charges on your account yet: see Settings → Payments.";
  const wholeMinutes = (value: string | number) => Math.max(0, Math.floor(Number(value) || 0));
  const money = (value: string | number) => Math.max(0, Math.round((Number(value) || 0) * 100) / 100);

  return (
    <SettingsCard
      title="Ordering"
      description="How guests can order from your menu page."
      footer={
        <Button
          loading={save.isPending}
          onClick={() => save.mutate(values, { onSuccess: () => notifySuccess(MESSAGES.savedSuccessfully) })}
        >
          Save
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
        <Stack gap="sm">
          {toggle("pickUpOrders", "Pick-up orders")}
          <NumberInput
            label="Pick-up time (minutes)"
            min={0}
            step={5}
            allowDecimal={false}
            allowNegative={false}
            value={values.pickUpTime}
            onChange={(value) => set("pickUpTime", wholeMinutes(value))}
            disabled={!values.pickUpOrders}
          />
        </Stack>
        <Stack gap="sm">
          {toggle("orderDelivery", "Delivery", "Each delivery area below has its own fee, minimum and time.")}
        </Stack>
        <Stack gap="sm">
          {toggle("orderDeliveryToTable", "Table ordering", "Guests order from their table.")}
          {toggle("ordersInAdvance", "Orders in advance", ADVANCE_NOTE)}
          {toggle("ordersTips", "Tips", "Guests can add a tip.")}
        </Stack>
        <Stack gap="sm">
          {toggle("deliveryCashPayment", "Cash payments", inPersonPaymentNote(values, "in cash"))}
          {toggle(
            "deliveryCardPayment",
            "Card payments in person",
            inPersonPaymentNote(values, "by card to your staff"),
          )}
          <Switch
            label="Online card payment"
            description={onlineCardNote}
            checked={values.onlineCardPayment}
            // Turning it on needs an account that takes charges; turning it off never waits for one.
            disabled={!canTakeCards && !values.onlineCardPayment}
            onChange={(event) => set("onlineCardPayment", event.currentTarget.checked)}
          />
        </Stack>
        <NumberInput
          label="Minimum order total"
          description="For pick-up and table orders; 0 means no minimum."
          min={0}
          step={1}
          decimalScale={2}
          allowNegative={false}
          value={values.minTotal}
          onChange={(value) => set("minTotal", money(value))}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}

function TaxesCard() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const currency = currencyOf(business.config, business.location.country);
  const queryClient = useQueryClient();
  const taxes = useQuery({ queryKey: taxesKey(business.id), queryFn: () => taxesApi.list(business.id) });
  const [editing, setEditing] = useState<Tax | "new" | null>(null);
  const [removing, setRemoving] = useState<Tax | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: taxesKey(business.id) });
  const remove = useMutation({
    mutationFn: (tax: Tax) => taxesApi.remove(business.id, tax.id),
    onSuccess: async () => {
      await refresh();
      setRemoving(null);
    },
  });

  return (
    <SettingsCard
      title="Taxes"
      description="Taxes added to every order, as a fixed amount or a percentage."
      aside={
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
          Add tax
        </Button>
      }
    >
      {taxes.isPending ? (
        <Center py="md" role="status" aria-label="Loading taxes">
          <Loader size="sm" />
        </Center>
      ) : !taxes.data || taxes.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No taxes yet.
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-label="Taxes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Label</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th w={100} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {taxes.data.map((tax) => (
              <Table.Tr key={tax.id}>
                <Table.Td>{tax.label}</Table.Td>
                <Table.Td>
                  {tax.type === "PERCENT" ? `${tax.value}%` : formatPrice(tax.value, currency)}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${tax.label}`}
                      onClick={() => setEditing(tax)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${tax.label}`}
                      onClick={() => setRemoving(tax)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing ? (
        <TaxModal
          businessId={business.id}
          languages={languagesOf(business.config).slice(1)}
          tax={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await refresh();
            setEditing(null);
            notifySuccess(MESSAGES.savedSuccessfully);
          }}
        />
      ) : null}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Delete tax?">
        <Stack gap="lg">
          <Text>“{removing?.label}” will no longer be added to orders.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing)}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}
