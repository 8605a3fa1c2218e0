import { ActionIcon, Button, Menu } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { useOrderingStatus, useServiceChange } from "../../api/service.ts";
import { notifySuccess } from "../../ui/notify.ts";
import {
  type PauseChoice,
  PauseMenuItems,
  RESUMED_MESSAGE,
  usePauseTime,
} from "../../widgets/service/service-state.tsx";
import classes from "./kitchen.module.css";

// A pause of new orders from the pass: the same pause, with the same choices, as the Orders screen's Service menu
// (the guest's ordering-status, read again every half minute and whenever the window comes back into focus, so a
// pause made on another device shows here too). Pause sits beside Sold out; while paused, a strip across the board
// says until when and offers Resume, big enough to read from the stove.

export interface KitchenPause {
  /** "7:45 PM" on the business's clock while new orders are paused, else null. */
  pausedUntil: string | null;
  isPending: boolean;
  pause(choice: PauseChoice): void;
  resume(): void;
}

export function useKitchenPause(businessId: string): KitchenPause {
  const status = useOrderingStatus(businessId);
  const change = useServiceChange(businessId);
  return {
    pausedUntil: usePauseTime(status.data),
    isPending: change.isPending,
    pause: (choice) =>
      change.mutate(
        { kind: "pause", request: choice.request },
        { onSuccess: () => notifySuccess(choice.done) },
      ),
    resume: () => change.mutate({ kind: "resume" }, { onSuccess: () => notifySuccess(RESUMED_MESSAGE) }),
  };
}

/** The toolbar's Pause (an icon on a phone), offering the dashboard's pause lengths; absent while paused. */
export function KitchenPauseButton({ pause }: { pause: KitchenPause }) {
  const isPhone = useMediaQuery("(max-width: 47.99em)") ?? false;
  if (pause.pausedUntil) return null;
  return (
    <Menu position="bottom-end" withinPortal width={240}>
      <Menu.Target>
        {isPhone ? (
          <ActionIcon
            size={48}
            variant="subtle"
            color="gray"
            className={classes.toolButton}
            aria-label="Pause new orders"
            loading={pause.isPending}
            data-service-control
          >
            <IconPlayerPause size={24} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            size="md"
            leftSection={<IconPlayerPause size={18} />}
            aria-label="Pause new orders"
            loading={pause.isPending}
            data-service-control
          >
            Pause
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <PauseMenuItems onChoose={pause.pause} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** "Paused until 7:45 PM" across the board, with Resume, while guests cannot order. */
export function KitchenPauseBanner({ pause }: { pause: KitchenPause }) {
  if (!pause.pausedUntil) return null;
  return (
    <div className={classes.pauseBanner} role="status">
      <IconPlayerPause size={26} aria-hidden />
      <p className={classes.pauseText}>
        <strong>Paused until {pause.pausedUntil}</strong>
        <span className={classes.pauseHint}>Guests can't place new orders.</span>
      </p>
      <Button
        size="md"
        h={48}
        color="orange"
        leftSection={<IconPlayerPlay size={20} />}
        loading={pause.isPending}
        onClick={pause.resume}
        data-service-control
      >
        Resume
      </Button>
    </div>
  );
}
