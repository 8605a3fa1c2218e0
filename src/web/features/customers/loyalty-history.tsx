import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { LoyaltyMovementKind } from "../../../shared/loyalty/loyalty.ts";
import { shortDateOnClock, useOrderClock } from "../../widgets/orders/order-clock.ts";
import type { LoyaltyMovement } from "./customer-loyalty-api.ts";

/** What moved a customer's points, as the owner reads it in their history. */
export const LOYALTY_MOVEMENT_LABELS: Record<LoyaltyMovementKind, string> = {
  EARNED: "Earned",
  TAKEN_BACK: "Taken back (refund)",
  REDEEMED: "Redeemed",
  RETURNED: "Given back by an order",
  ADJUSTED: "Adjusted",
};

const POINTS = new Intl.NumberFormat("en-US");

/** "1 point", "1,250 points". */
export const formatPoints = (points: number) =>
  `${POINTS.format(points)} ${Math.abs(points) === 1 ? "point" : "points"}`;

/** "+50 points", "−20 points": a change, with its sign (the minus sign every other negative a person reads has). */
const formatChange = (points: number) =>
  points > 0 ? `+${formatPoints(points)}` : `\u2212${formatPoints(Math.abs(points))}`;

/** Every change of the customer's points, newest first. */
export function LoyaltyHistory({ history }: { history: LoyaltyMovement[] }) {
  if (history.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No points have moved yet.
      </Text>
    );
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Points history">
      {history.map((movement) => (
        <MovementRow key={movement.id} movement={movement} />
      ))}
    </Stack>
  );
}

function MovementRow({ movement }: { movement: LoyaltyMovement }) {
  const clock = useOrderClock();
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
    >
      <Stack gap={2} miw={0}>
        <Text fw={600} size="sm">
          {LOYALTY_MOVEMENT_LABELS[movement.kind]}
        </Text>
        <Text size="xs" c="dimmed">
          {shortDateOnClock(movement.createdAt, clock)}
        </Text>
        {movement.reason ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {movement.reason}
          </Text>
        ) : null}
        {movement.orderId ? (
          <Anchor component={Link} to={`/app/orders/${encodeURIComponent(movement.orderId)}`} size="sm">
            See the order
          </Anchor>
        ) : null}
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={600} size="sm" c={movement.points < 0 ? "red.8" : "teal.8"}>
          {formatChange(movement.points)}
        </Text>
        <Text size="xs" c="dimmed">
          Balance {POINTS.format(movement.balanceAfter)}
        </Text>
      </Stack>
    </Group>
  );
}
