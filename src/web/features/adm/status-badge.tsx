import { Badge } from "@mantine/core";
import { statusNameOf } from "../../../shared/subscriptions/entitlements.ts";

const COLORS: Record<string, string> = {
  ACTIVE: "teal",
  HOLD: "yellow",
  CANCELLED: "gray",
  DECLINED: "red",
  FREEMIUM: "blue",
  PAST_DUE: "orange",
};

/** A member's subscription status by its name (SUBSCRIPTION_STATUS). */
export function StatusBadge({ status }: { status: number }) {
  const name = statusNameOf(status) ?? `STATUS ${status}`;
  return (
    <Badge color={COLORS[name] ?? "gray"} variant="light">
      {name}
    </Badge>
  );
}
