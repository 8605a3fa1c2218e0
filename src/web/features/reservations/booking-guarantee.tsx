import { Group, Stack, Text } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCreditCard,
  IconCreditCardOff,
  IconCreditCardPay,
  IconHourglass,
  type IconProps,
  IconReceipt,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import type { GuaranteeState, GuaranteeView } from "../../../shared/reservations/guarantee.ts";
import { guaranteeWords } from "./guarantee-words.ts";

// A booking's card guarantee as one short line with an icon, wrapping rather than cut on a phone; a fee not
// charged says why underneath, as text a phone shows (a tooltip it would not).

const LOOKS: Record<GuaranteeState, { icon: ComponentType<IconProps>; color: string }> = {
  CARD_NEEDED: { icon: IconHourglass, color: "orange" },
  CARD_SAVED: { icon: IconCreditCard, color: "blue" },
  CHARGING: { icon: IconCreditCardPay, color: "blue" },
  CHARGED: { icon: IconReceipt, color: "teal" },
  CHARGE_FAILED: { icon: IconAlertTriangle, color: "red" },
  RELEASED: { icon: IconCreditCardOff, color: "gray" },
  UNAVAILABLE: { icon: IconCreditCardOff, color: "gray" },
};

/** The state's icon alone, for a timeline block too small for words (its label carries them). */
export function GuaranteeIcon({ view, size = 12 }: { view: GuaranteeView; size?: number }) {
  const { icon: Icon, color } = LOOKS[view.state];
  return (
    <Icon
      aria-hidden
      size={size}
      color={`var(--mantine-color-${color}-filled)`}
      style={{ flexShrink: 0, verticalAlign: "-2px", marginRight: 3 }}
    />
  );
}

/** The guarantee's line on a booking; nothing where it has no words (no card asked, or released outside details). */
export function GuaranteeLine({
  view,
  inDetails = false,
  size = "sm",
}: {
  view: GuaranteeView | null;
  /** In the booking's details, where a released card is said too. */
  inDetails?: boolean;
  size?: "xs" | "sm";
}) {
  const words = guaranteeWords(view, { inDetails });
  if (!view || !words) return null;
  const isFailed = view.state === "CHARGE_FAILED";
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <GuaranteeIcon view={view} size={size === "sm" ? 16 : 14} />
        <Text
          fz={size}
          fw={500}
          c={isFailed ? "red.8" : "var(--mantine-color-text)"}
          style={{ overflowWrap: "anywhere" }}
        >
          {words.text}
        </Text>
      </Group>
      {words.detail ? (
        <Text fz={size === "sm" ? "xs" : size} c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {words.detail}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The guest answered a reminder that they are coming: the host can count on the party. */
export function ComingLine({ confirmedAt, size = "sm" }: { confirmedAt: string | null; size?: "xs" | "sm" }) {
  if (!confirmedAt) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCircleCheck
        aria-hidden
        size={size === "sm" ? 16 : 14}
        color="var(--mantine-color-teal-filled)"
        style={{ flexShrink: 0 }}
      />
      <Text fz={size} fw={500} style={{ overflowWrap: "anywhere" }}>
        The guest confirmed they're coming
      </Text>
    </Group>
  );
}
