import { Center, Loader, Stack, Text } from "@mantine/core";
import { currencyOf } from "../../../shared/common/money.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useReservationSettings } from "../../api/reservations.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { DiningTablesCard } from "./dining-tables-card.tsx";
import { ReservationRulesCard } from "./reservation-rules-card.tsx";

/** Settings → Reservations: the booking rules, then the tables bookings are seated at. */
export function ReservationsTab() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const settings = useReservationSettings(business.id);

  return (
    <Stack gap="lg">
      {settings.isPending ? (
        <Center py="xl" role="status" aria-label="Loading the booking rules">
          <Loader size="sm" />
        </Center>
      ) : settings.isError ? (
        <Text c="red" role="alert">
          {errorMessage(settings.error)}
        </Text>
      ) : (
        // Drawn once the saved rules arrive, so the form starts from them rather than from the defaults.
        <ReservationRulesCard
          businessId={business.id}
          settings={settings.data}
          currency={currencyOf(business.config, business.location.country)}
        />
      )}
      <DiningTablesCard businessId={business.id} />
    </Stack>
  );
}
