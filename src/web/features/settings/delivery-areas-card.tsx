import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { IconMapPin, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { type Currency, currencyOf, formatMoney, toMajor, toMinor } from "../../../shared/common/money.ts";
import {
  DELIVERY_AREAS_MAX,
  type DeliveryArea,
  DeliveryAreaSchema,
} from "../../../shared/ordering/delivery-areas.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig, useSaveConfig } from "../../api/settings.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

// Settings → Ordering → Delivery areas: where delivery goes, each area named by its postal codes (single codes
// and ranges) with its own fee, minimum and time. With none, guests are not offered delivery, and the card says
// so plainly rather than leaving the owner to wonder why no delivery comes in.

/** The save's refusal as the owner reads it: the server's sentence, else a plain one. */
const problemOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "The areas could not be saved. Please try again.";

export function DeliveryAreasCard() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const config = readConfig(business.config);
  const currency = currencyOf(business.config, business.location.country);
  const areas = config.deliveryAreas ?? [];
  const save = useSaveConfig(business.id);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const saveAreas = (next: DeliveryArea[], done: () => void) => {
    setProblem(null);
    save.mutate(
      { deliveryAreas: next },
      {
        onSuccess: () => {
          done();
          notifySuccess(MESSAGES.savedSuccessfully);
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };

  return (
    <SettingsCard
      title="Delivery areas"
      description="Where you deliver, by postal code, with each area's fee, minimum order and delivery time."
      aside={
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={areas.length >= DELIVERY_AREAS_MAX}
          onClick={() => setEditing("new")}
        >
          Add area
        </Button>
      }
    >
      {config.orderDelivery && areas.length === 0 ? (
        <Alert color="yellow" icon={<IconMapPin size={18} />} title="Guests cannot choose delivery yet">
          Delivery is on, but you have not set where you deliver. Add an area with its postal codes, and
          guests with an address there can order delivery.
        </Alert>
      ) : null}
      {problem && editing === null ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {areas.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No delivery areas yet.
        </Text>
      ) : (
        <Stack gap="sm" aria-label="Delivery areas" role="list">
          {areas.map((area, index) => (
            <AreaRow
              key={area.name + area.postalCodes.join()}
              area={area}
              currency={currency}
              onEdit={() => setEditing(index)}
              onRemove={() => setRemoving(index)}
            />
          ))}
        </Stack>
      )}
      {editing !== null ? (
        <AreaModal
          area={editing === "new" ? null : (areas[editing] ?? null)}
          currency={currency}
          isSaving={save.isPending}
          problem={problem}
          onClose={() => {
            setEditing(null);
            setProblem(null);
          }}
          onSave={(area) => {
            const next =
              editing === "new"
                ? [...areas, area]
                : areas.map((old, index) => (index === editing ? area : old));
            saveAreas(next, () => setEditing(null));
          }}
        />
      ) : null}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove delivery area?">
        <Stack gap="lg">
          <Text>
            Guests in “{removing === null ? "" : areas[removing]?.name}” will no longer be able to order
            delivery.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={save.isPending}
              onClick={() =>
                removing !== null &&
                saveAreas(
                  areas.filter((_, index) => index !== removing),
                  () => setRemoving(null),
                )
              }
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}

function AreaRow({
  area,
  currency,
  onEdit,
  onRemove,
}: {
  area: DeliveryArea;
  currency: Currency;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Paper withBorder p="sm" role="listitem" aria-label={area.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{area.name}</Text>
          <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
            {area.postalCodes.join(", ")}
          </Text>
          <Text fz="sm" c="dimmed">
            {area.fee > 0 ? `${money(area.fee)} fee` : "No fee"} ·{" "}
            {area.minimum > 0 ? `${money(area.minimum)} minimum` : "No minimum"} · about{" "}
            {area.estimateMinutes} min
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Edit ${area.name}`} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${area.name}`} onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

interface AreaForm {
  name: string;
  postalCodes: string[];
  /** Major units, as the owner types them. */
  fee: number | string;
  minimum: number | string;
  estimateMinutes: number | string;
}

/** A number the owner left empty reads as nothing, which the schema refuses with its sentence. */
const numberOf = (value: number | string) => (value === "" ? Number.NaN : Number(value));

function AreaModal({
  area,
  currency,
  isSaving,
  problem,
  onClose,
  onSave,
}: {
  area: DeliveryArea | null;
  currency: Currency;
  isSaving: boolean;
  problem: string | null;
  onClose: () => void;
  onSave: (area: DeliveryArea) => void;
}) {
  const [values, setValues] = useState<AreaForm>(() =>
    area
      ? {
          name: area.name,
          postalCodes: [...area.postalCodes],
          fee: toMajor(area.fee, currency.code),
          minimum: toMajor(area.minimum, currency.code),
          estimateMinutes: area.estimateMinutes,
        }
      : { name: "", postalCodes: [], fee: 0, minimum: 0, estimateMinutes: 45 },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof AreaForm>(key: K, value: AreaForm[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const codesError = Object.entries(errors).find(([path]) => path.startsWith("postalCodes"))?.[1];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const fee = numberOf(values.fee);
    const minimum = numberOf(values.minimum);
    // The server's own schema, so the form shows the sentence the server would send.
    const parsed = DeliveryAreaSchema.safeParse({
      name: values.name,
      postalCodes: values.postalCodes,
      fee: Number.isFinite(fee) ? toMinor(fee, currency.code) : fee,
      minimum: Number.isFinite(minimum) ? toMinor(minimum, currency.code) : minimum,
      estimateMinutes: numberOf(values.estimateMinutes),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <Modal opened onClose={onClose} title={area ? "Edit delivery area" : "Add delivery area"}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            placeholder="Downtown"
            withAsterisk
            maxLength={80}
            value={values.name}
            error={errors.name}
            onChange={(event) => set("name", event.currentTarget.value)}
          />
          <TagsInput
            label="Postal codes"
            description="Type a code or a range like 78702-78705, then press Enter or a comma."
            placeholder={values.postalCodes.length === 0 ? "78701, 78702-78705" : undefined}
            withAsterisk
            splitChars={[",", " ", ";"]}
            acceptValueOnBlur
            clearable
            value={values.postalCodes}
            error={codesError}
            onChange={(codes) => set("postalCodes", codes)}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label={`Fee (${currency.symbol})`}
              min={0}
              step={0.5}
              decimalScale={2}
              allowNegative={false}
              value={values.fee}
              error={errors.fee}
              onChange={(value) => set("fee", value)}
            />
            <NumberInput
              label={`Minimum order (${currency.symbol})`}
              description="0 means no minimum."
              min={0}
              step={1}
              decimalScale={2}
              allowNegative={false}
              value={values.minimum}
              error={errors.minimum}
              onChange={(value) => set("minimum", value)}
            />
            <NumberInput
              label="Delivery time (minutes)"
              min={0}
              step={5}
              allowDecimal={false}
              allowNegative={false}
              value={values.estimateMinutes}
              error={errors.estimateMinutes}
              onChange={(value) => set("estimateMinutes", value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              Save area
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
