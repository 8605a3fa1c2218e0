import { Center, Loader } from "@mantine/core";
import { currencyOf } from "../../../shared/common/money.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useLoyaltyProgram } from "../../api/loyalty.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { LoyaltyProgramForm, PROGRAM_TITLE } from "./loyalty-program-form.tsx";

/** app/loyalty: whether the business runs a rewards program, how guests earn points, and what they spend them on. */
export function LoyaltyPage() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const currency = currencyOf(business.config, business.location.country);
  const program = useLoyaltyProgram(business.id);
  return (
    <>
      <PageHeader
        title="Loyalty"
        description="Reward the guests who come back: they collect points on their orders and spend them on rewards you choose."
      />
      {program.isPending ? (
        <SettingsCard title={PROGRAM_TITLE}>
          <Center py="md" role="status" aria-label="Loading the rewards program">
            <Loader size="sm" />
          </Center>
        </SettingsCard>
      ) : program.isError ? (
        <SettingsCard title={PROGRAM_TITLE}>
          <LoadFailed what="the rewards program" onRetry={() => void program.refetch()} />
        </SettingsCard>
      ) : (
        // Drawn once the saved program arrives, so the form starts from it rather than from the defaults.
        <LoyaltyProgramForm businessId={business.id} currency={currency} program={program.data} />
      )}
    </>
  );
}
