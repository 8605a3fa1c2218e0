import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { IconWorld } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import type { LocationResponse } from "../../../shared/businesses/businesses.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { zoneOffsetMinutes } from "../../../shared/hours/time-zones.ts";
import { patchBusiness } from "../../api/businesses.ts";
import { useRefreshDashboard } from "../../api/settings.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { zoneLabel } from "./time-zones.ts";

interface TimeZoneNoticeProps {
  businessId: string;
  timeZone: string;
  isConfirmed: boolean;
  location: LocationResponse;
  /** Takes the owner to the time zone field. */
  onChangeZone: () => void;
}

/**
 * Which clock the hours are read by. Until the owner confirms it, the zone is only a guess from their address, so
 * the tab asks whether it is right (guests see Open or Closed by this clock); once confirmed, one quiet line.
 */
export function TimeZoneNotice({
  businessId,
  timeZone,
  isConfirmed,
  location,
  onChangeZone,
}: TimeZoneNoticeProps) {
  const refresh = useRefreshDashboard();
  const confirmZone = useMutation({
    mutationFn: () =>
      patchBusiness(businessId, {
        config: { timeZone, timeZoneOffset: zoneOffsetMinutes(timeZone), timeZoneConfirmed: true },
      }),
    onSuccess: async () => {
      await refresh();
      notifySuccess(MESSAGES.savedSuccessfully);
    },
    meta: { handlesErrors: true },
    onError: notifyError,
  });

  if (isConfirmed) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconWorld size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text fz="sm">
          Times are in <b>{zoneLabel(timeZone)}</b>.{" "}
          <Anchor component="button" type="button" fz="sm" onClick={onChangeZone}>
            Change
          </Anchor>
        </Text>
      </Group>
    );
  }
  const place = [location.city, location.state, location.country].filter(Boolean).join(", ");
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconWorld size={18} />}
      title="Is this your time zone?"
      aria-label="Your time zone"
    >
      <Stack gap="sm">
        <Text fz="sm">
          Your hours are read in <b>{zoneLabel(timeZone)}</b>
          {place ? `, which we took from your address in ${place}` : ""}. Guests see Open or Closed by this
          clock.
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={() => confirmZone.mutate()} loading={confirmZone.isPending}>
            Yes, that's right
          </Button>
          <Button size="xs" variant="default" onClick={onChangeZone}>
            Choose another zone
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
