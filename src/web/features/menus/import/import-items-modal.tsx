import {
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowLeft, IconFilter } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { type Currency, currencyOf, formatPrice } from "../../../../shared/common/money.ts";
import { designObjectToMenuItem } from "../../../../shared/designs/designs.ts";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import { useDashboard } from "../../../api/dashboard-context.tsx";
import { DesignBrowser } from "./design-browser.tsx";
import { type DesignObject, type DesignSummary, useDesignObjectsQuery } from "./designs-api.ts";

export const IMPORT_MODAL_WIDTH = 900;
const NEW_GROUP = "__new__";

export interface ImportRequest {
  items: MenuItem[];
  /** An existing group, or null for a new group named `newGroupName`. */
  groupId: string | null;
  newGroupName: string;
}

interface ImportItemsModalProps {
  opened: boolean;
  businessId: string;
  groups: { id: string; name: string }[];
  onClose: () => void;
  onImport: (request: ImportRequest) => void;
}

/** The design's prices as they will read on this business's menu once imported. */
function objectPrices(object: DesignObject, currency: Currency): string {
  return object.prices
    .filter((row) => row.price !== null)
    .map((row) => `${row.size ? `${row.size} ` : ""}${formatPrice(row.price ?? 0, currency)}`)
    .join(" · ");
}

/** The import modal: step 1 the designs, step 2 their items; Add to Menu takes the visible selected ones. */
export function ImportItemsModal({ opened, businessId, groups, onClose, onImport }: ImportItemsModalProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [design, setDesign] = useState<DesignSummary | null>(null);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState("");
  const [target, setTarget] = useState<string | null>(NEW_GROUP);
  const objects = useDesignObjectsQuery(step === 2 ? (design?.id ?? null) : null);
  const { business } = useDashboard().dashboard;
  const currency = currencyOf(business.config, business.location.country);

  useEffect(() => {
    if (!opened) return;
    setStep(1);
    setDesign(null);
    setChecked(new Set());
    setFilter("");
  }, [opened]);

  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (objects.data ?? []).filter(
      (object) =>
        needle === "" ||
        object.name.toLowerCase().includes(needle) ||
        object.description.toLowerCase().includes(needle) ||
        object.bin.toLowerCase().includes(needle),
    );
  }, [objects.data, filter]);
  const selectedVisible = visible.filter((object) => checked.has(object.objectId));
  const binCounts = new Map<string, number>();
  for (const object of selectedVisible) binCounts.set(object.bin, (binCounts.get(object.bin) ?? 0) + 1);
  const mainBin = [...binCounts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? design?.name ?? "";

  const toggle = (objectId: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(objectId)) next.delete(objectId);
      else next.add(objectId);
      return next;
    });
  const isAllVisibleChecked = visible.length > 0 && selectedVisible.length === visible.length;

  const groupOptions = [
    { value: NEW_GROUP, label: `New group "${mainBin || "Imported items"}"` },
    ...groups.map((group) => ({ value: group.id, label: group.name })),
  ];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={step === 1 ? "Import items: choose a design" : `Import items from ${design?.name ?? "design"}`}
      size={IMPORT_MODAL_WIDTH}
    >
      {step === 1 ? (
        <ChooseDesignStep
          businessId={businessId}
          isEnabled={opened}
          design={design}
          onSelect={setDesign}
          onCancel={onClose}
          onNext={() => setStep(2)}
        />
      ) : (
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label="Filter items"
              placeholder="Type to narrow the list"
              leftSection={<IconFilter size={16} />}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Select
              label="Add to group"
              data={groupOptions}
              value={target}
              onChange={setTarget}
              allowDeselect={false}
              w={280}
            />
          </Group>
          <Checkbox
            label={`Select all ${visible.length} shown`}
            checked={isAllVisibleChecked}
            indeterminate={selectedVisible.length > 0 && !isAllVisibleChecked}
            onChange={() =>
              setChecked((current) => {
                const next = new Set(current);
                for (const object of visible) {
                  if (isAllVisibleChecked) next.delete(object.objectId);
                  else next.add(object.objectId);
                }
                return next;
              })
            }
          />
          <ScrollArea.Autosize mah={400} type="auto">
            {objects.isPending ? (
              <Center py="xl">
                <Loader />
              </Center>
            ) : visible.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                No items match "{filter}".
              </Text>
            ) : (
              <Stack gap={0}>
                {visible.map((object) => (
                  <DesignObjectRow
                    key={object.objectId}
                    object={object}
                    isChecked={checked.has(object.objectId)}
                    currency={currency}
                    onToggle={() => toggle(object.objectId)}
                  />
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
          <Group justify="space-between">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => setStep(1)}>
              Change Menu
            </Button>
            <Group gap="sm">
              <Text fz="sm" c="dimmed">
                {selectedVisible.length} selected
              </Text>
              <Button
                disabled={selectedVisible.length === 0}
                onClick={() =>
                  onImport({
                    items: selectedVisible.map((object) => designObjectToMenuItem(object)),
                    groupId: target === NEW_GROUP ? null : target,
                    newGroupName: mainBin,
                  })
                }
              >
                Add to Menu
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Step 1: one of the ready-made menus to take items from. */
function ChooseDesignStep({
  businessId,
  isEnabled,
  design,
  onSelect,
  onCancel,
  onNext,
}: {
  businessId: string;
  isEnabled: boolean;
  design: DesignSummary | null;
  onSelect: (design: DesignSummary) => void;
  onCancel: () => void;
  onNext: () => void;
}) {
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Pick one of our ready-made menus, then choose the items you want. Names, descriptions, prices, sizes,
        extras and icons come along; you can change anything afterwards.
      </Text>
      <DesignBrowser
        businessId={businessId}
        isEnabled={isEnabled}
        selectedId={design?.id ?? null}
        onSelect={onSelect}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!design} onClick={onNext}>
          Import Items
        </Button>
      </Group>
    </Stack>
  );
}

/** One item of the design: ticked by its box or its text, with its group and its prices on this menu. */
function DesignObjectRow({
  object,
  isChecked,
  currency,
  onToggle,
}: {
  object: DesignObject;
  isChecked: boolean;
  currency: Currency;
  onToggle: () => void;
}) {
  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py={10}
      px="xs"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
    >
      <Checkbox aria-label={object.name} checked={isChecked} onChange={onToggle} mt={2} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }} onClick={onToggle}>
        <Group gap={8}>
          <Text fw={600} fz="sm">
            {object.name}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {object.bin}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {object.description}
        </Text>
      </Stack>
      <Text fz="sm" fw={600} style={{ flexShrink: 0 }}>
        {objectPrices(object, currency)}
      </Text>
    </Group>
  );
}
