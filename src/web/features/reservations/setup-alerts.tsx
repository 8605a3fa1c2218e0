import { Alert, Anchor } from "@mantine/core";
import { Link } from "react-router";

export const SETTINGS_PATH = "/app/settings/reservations";

/** What keeps the book from filling: online booking still off, or no tables to seat guests at. */
export function SetupAlerts({ isBookingOff, hasNoTables }: { isBookingOff: boolean; hasNoTables: boolean }) {
  return (
    <>
      {isBookingOff ? (
        <Alert color="yellow" title="Guests cannot book online yet">
          Turn on table bookings in{" "}
          <Anchor component={Link} to={SETTINGS_PATH}>
            Settings, Reservations
          </Anchor>
          .
        </Alert>
      ) : null}
      {hasNoTables ? (
        <Alert color="yellow" title="No tables yet">
          Add the tables guests are seated at in{" "}
          <Anchor component={Link} to={SETTINGS_PATH}>
            Settings, Reservations
          </Anchor>
          .
        </Alert>
      ) : null}
    </>
  );
}
