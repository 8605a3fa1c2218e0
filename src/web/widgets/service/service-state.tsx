import { ActionIcon, Badge, Button, Group, Menu } from "@mantine/core";
import { IconClockPlus, IconPlayerPause } from "@tabler/icons-react";
import {
  type OrderingStatus,
  PAUSE_MINUTES,
  type PauseRequest,
} from "../../../shared/service/service-status.ts";
import { serviceTime } from "../../../shared/service/service-words.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useOrderingStatus, useServiceChange } from "../../api/service.ts";
import { readConfig } from "../../api/settings.ts";

/**
 * An order that went live while ordering was paused: its guest ordered before the pause and paid later, so it
 * arrives although the kitchen paused. The Orders and kitchen screens say so, so nobody wonders why it came in.
 */
export const PLACED_BEFORE_PAUSE = "Placed before the pause";

/** A way to pause new orders, with what the owner is told once the server has it. */
export interface PauseChoice {
  label: string;
  request: PauseRequest;
  done: string;
}

/** The pauses the dashboard offers, the same wherever the owner pauses (the Orders screen, the kitchen screen). */
export const PAUSE_CHOICES: readonly PauseChoice[] = [
  ...PAUSE_MINUTES.map((minutes) => ({
    label: `For ${minutes} minutes`,
    request: { minutes },
    done: `New orders are paused for ${minutes} minutes.`,
  })),
  {
    label: "For the rest of the day",
    request: { untilClose: true },
    done: "New orders are paused until closing.",
  },
];

export const RESUMED_MESSAGE = "New orders are on again.";

/** The pause choices as the items of a menu, under their label. */
export function PauseMenuItems({ onChoose }: { onChoose: (choice: PauseChoice) => void }) {
  return (
    <>
      <Menu.Label>Pause new orders</Menu.Label>
      {PAUSE_CHOICES.map((choice) => (
        <Menu.Item key={choice.label} onClick={() => onChoose(choice)}>
          {choice.label}
        </Menu.Item>
      ))}
    </>
  );
}

/** "7:45 PM" on the business's clock, as guests read it on the banner. */
export function usePauseTime(status: OrderingStatus | undefined): string | null {
  const { dashboard } = useDashboard();
  if (!status?.pausedUntil) return null;
  return serviceTime(new Date(status.pausedUntil), readConfig(dashboard.business.config));
}

/**
 * The header's reminder while the kitchen holds orders back: "Paused until 7:45 PM" with Resume, and the busy
 * minutes. On a phone the pause folds into one button whose menu says until when and resumes.
 */
export function ServiceHeaderState() {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const status = useOrderingStatus(businessId, dashboard.business.orderingEnabled);
  const change = useServiceChange(businessId);
  const time = usePauseTime(status.data);
  const extra = status.data?.extraMinutes ?? 0;
  if (!time && extra === 0) return null;
  const resume = () => change.mutate({ kind: "resume" });
  const notBusy = () => change.mutate({ kind: "busy", request: { extraMinutes: 0 } });
  const pausedLabel = time ? `Paused until ${time}` : null;
  const busyLabel = extra > 0 ? `+${extra} min` : null;
  return (
    <>
      <Group gap={6} wrap="nowrap" visibleFrom="sm">
        {pausedLabel ? (
          <>
            <Badge
              color="orange"
              variant="light"
              size="lg"
              tt="none"
              leftSection={<IconPlayerPause size={14} />}
            >
              {pausedLabel}
            </Badge>
            <Button size="compact-sm" color="orange" onClick={resume} loading={change.isPending}>
              Resume
            </Button>
          </>
        ) : null}
        {busyLabel ? (
          <Badge
            color="yellow"
            variant="light"
            size="lg"
            tt="none"
            aria-label={`Busy: ${busyLabel} on ready times`}
          >
            {busyLabel}
          </Badge>
        ) : null}
      </Group>
      {/* A phone's header has room for one icon: its menu says until when and how long, and undoes either. */}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            hiddenFrom="sm"
            size="lg"
            variant="light"
            color={pausedLabel ? "orange" : "yellow"}
            aria-label={[pausedLabel, busyLabel && `busy ${busyLabel}`].filter(Boolean).join(", ")}
          >
            {pausedLabel ? <IconPlayerPause size={18} /> : <IconClockPlus size={18} />}
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {pausedLabel ? (
            <>
              <Menu.Label>{pausedLabel}</Menu.Label>
              <Menu.Item onClick={resume}>Resume orders</Menu.Item>
            </>
          ) : null}
          {busyLabel ? (
            <>
              <Menu.Label>Busy: {busyLabel} on ready times</Menu.Label>
              <Menu.Item onClick={notBusy}>Not busy anymore</Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
