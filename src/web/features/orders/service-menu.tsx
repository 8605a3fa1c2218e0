import { Button, Group, Menu, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import { SERVICE_MINUTES_MAX } from "../../../shared/service/service-status.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { type ServiceChange, useOrderingStatus, useServiceChange } from "../../api/service.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { PauseMenuItems, RESUMED_MESSAGE, usePauseTime } from "../../widgets/service/service-state.tsx";

const BUSY_MINUTES = [10, 20, 30] as const;

/**
 * The Orders screen's "Service" menu: pause new orders for a while or the rest of the day, resume, and add
 * minutes to every ready time while the kitchen is busy. One button, so it fits a phone's header row.
 */
export function ServiceMenu() {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const status = useOrderingStatus(businessId);
  const change = useServiceChange(businessId);
  const time = usePauseTime(status.data);
  const extra = status.data?.extraMinutes ?? 0;
  const [isBusyOpen, setBusyOpen] = useState(false);
  const send = (next: ServiceChange, done: string) =>
    change.mutate(next, { onSuccess: () => notifySuccess(done) });
  return (
    <>
      <Menu position="bottom-end" withinPortal width={260}>
        <Menu.Target>
          <Button
            variant={time ? "filled" : "default"}
            color={time ? "orange" : undefined}
            rightSection={<IconChevronDown size={16} />}
            loading={change.isPending}
          >
            {time ? `Paused until ${time}` : "Service"}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {time ? (
            <Menu.Item onClick={() => send({ kind: "resume" }, RESUMED_MESSAGE)}>Resume orders</Menu.Item>
          ) : null}
          <PauseMenuItems
            onChoose={(choice) => send({ kind: "pause", request: choice.request }, choice.done)}
          />
          <Menu.Divider />
          <Menu.Label>Busy: add to ready times</Menu.Label>
          {BUSY_MINUTES.map((minutes) => (
            <Menu.Item
              key={minutes}
              onClick={() =>
                send(
                  { kind: "busy", request: { extraMinutes: minutes } },
                  `${minutes} minutes are added to ready times.`,
                )
              }
              rightSection={extra === minutes ? <Text size="xs">On</Text> : null}
            >
              +{minutes} minutes
            </Menu.Item>
          ))}
          <Menu.Item onClick={() => setBusyOpen(true)}>Other number of minutes…</Menu.Item>
          {extra > 0 ? (
            <Menu.Item
              onClick={() =>
                send({ kind: "busy", request: { extraMinutes: 0 } }, "Ready times are back to usual.")
              }
            >
              Not busy anymore
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <BusyMinutesDialog
        isOpen={isBusyOpen}
        current={extra}
        onClose={() => setBusyOpen(false)}
        onSave={(minutes) =>
          send(
            { kind: "busy", request: { extraMinutes: minutes } },
            minutes === 0 ? "Ready times are back to usual." : `${minutes} minutes are added to ready times.`,
          )
        }
      />
    </>
  );
}

function BusyMinutesDialog({
  isOpen,
  current,
  onClose,
  onSave,
}: {
  isOpen: boolean;
  current: number;
  onClose: () => void;
  onSave: (minutes: number) => void;
}) {
  const [value, setValue] = useState<number | string>(current || "");
  const minutes = Number(value);
  const isValid = value !== "" && Number.isInteger(minutes) && minutes >= 0 && minutes <= SERVICE_MINUTES_MAX;
  return (
    <Modal opened={isOpen} onClose={onClose} title="Busy: add minutes to ready times">
      <Stack gap="md">
        <Text size="sm">
          Every ready time you accept with, and the time guests are told, gets these minutes more.
        </Text>
        <NumberInput
          label="Extra minutes"
          min={0}
          max={SERVICE_MINUTES_MAX}
          allowDecimal={false}
          value={value}
          onChange={setValue}
          error={value !== "" && !isValid ? `Please enter 0 to ${SERVICE_MINUTES_MAX} minutes.` : undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!isValid}
            onClick={() => {
              onSave(minutes);
              onClose();
            }}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
