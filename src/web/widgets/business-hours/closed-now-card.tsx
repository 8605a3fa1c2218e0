import { Badge, Group, Switch } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { setOpenNow, useRefreshDashboard } from "../../api/settings.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

interface ClosedNowCardProps {
  businessId: string;
  isClosedNow: boolean;
  /** The hours tab's preview line reads the same switch, so the state lives there. */
  setIsClosedNow: (isClosed: boolean) => void;
}

/**
 * "Closed right now": overrides the hours on the live page at once. The switch moves as soon as it is touched and
 * moves back if the server refuses.
 */
export function ClosedNowCard({ businessId, isClosedNow, setIsClosedNow }: ClosedNowCardProps) {
  const refresh = useRefreshDashboard();
  const closedNow = useMutation({
    mutationFn: (isClosed: boolean) => setOpenNow(businessId, !isClosed),
    onMutate: (isClosed) => setIsClosedNow(isClosed),
    onError: (_, isClosed) => setIsClosedNow(!isClosed),
    onSuccess: () => refresh(),
  });
  return (
    <SettingsCard
      title="Closed right now"
      description="Closing early or for the day? Your live page shows Closed at once, whatever your hours say, and new orders stop until you turn this off."
    >
      <Group gap="md">
        <Switch
          label="Closed now"
          size="md"
          checked={isClosedNow}
          disabled={closedNow.isPending}
          onChange={(event) => closedNow.mutate(event.currentTarget.checked)}
        />
        {isClosedNow ? (
          <Badge color="red" variant="light">
            Guests see: Closed
          </Badge>
        ) : null}
      </Group>
    </SettingsCard>
  );
}
