import { Badge, Button, Group, Menu } from "@mantine/core";
import { IconPlayerPause } from "@tabler/icons-react";
import type { OrderingStatus } from "../../shared/service/service-status.ts";
import { serviceTime } from "../../shared/service/service-words.ts";
import { useOrderingStatus, useServiceChange } from "../api/service.ts";
import { readConfig } from "../api/settings.ts";
import { useDashboard } from "./dashboard-context.tsx";

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
  return (
    <Group gap={6} wrap="nowrap">
      {time ? (
        <>
          <Group gap={6} wrap="nowrap" visibleFrom="sm">
            <Badge color="orange" variant="light" size="lg" leftSection={<IconPlayerPause size={14} />}>
              Paused until {time}
            </Badge>
            <Button size="compact-sm" color="orange" onClick={resume} loading={change.isPending}>
              Resume
            </Button>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                hiddenFrom="sm"
                size="compact-sm"
                color="orange"
                variant="light"
                leftSection={<IconPlayerPause size={14} />}
                aria-label={`Paused until ${time}`}
              >
                {time}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Paused until {time}</Menu.Label>
              <Menu.Item onClick={resume}>Resume orders</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </>
      ) : null}
      {extra > 0 ? (
        <Badge
          color="yellow"
          variant="light"
          size="lg"
          aria-label={`Busy: ${extra} minutes added to ready times`}
        >
          +{extra} min
        </Badge>
      ) : null}
    </Group>
  );
}
