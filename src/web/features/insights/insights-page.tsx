// The charts' own styles come with this screen's chunk only: no other screen draws a chart.
import "@mantine/charts/styles.layer.css";
import { Alert, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconChartBar } from "@tabler/icons-react";
import { useState } from "react";
import { GUEST_NOTICES_PER_HOUR } from "../../../shared/common/constants.ts";
import { currencyOf, formatMoney } from "../../../shared/common/money.ts";
import { INSIGHTS_MAX_DAYS, type Insights } from "../../../shared/insights/insights.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { type DayRange, useInsights } from "./insights-api.ts";
import { DayCharts, FunnelCard, HourGrid } from "./insights-charts.tsx";
import { GiftCardsCard } from "./insights-gift-cards.tsx";
import { LoyaltyCard, showsLoyalty } from "./insights-loyalty.tsx";
import {
  businessToday,
  describeRange,
  PRESET_LABELS,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from "./insights-range.ts";
import { SalesSummaryCard } from "./insights-sales.tsx";
import { KpiCard, SplitCard, TopItemsCard } from "./insights-tables.tsx";

/** app/insights: the current business's sales over a range of its days. */
export function InsightsPage() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const config = business.config as Record<string, unknown>;
  const today = businessToday(config);
  const [preset, setPreset] = useState<RangePreset>("30d");
  const [custom, setCustom] = useState<[string | null, string | null]>([null, null]);
  const isCustomChosen = preset === "custom" && custom[0] !== null && custom[1] !== null;
  const range: DayRange =
    preset === "custom"
      ? isCustomChosen
        ? { from: custom[0] as string, to: custom[1] as string }
        : presetRange("30d", today)
      : presetRange(preset, today);
  const insights = useInsights(business.id, range);

  return (
    <>
      <PageHeader
        title="Insights"
        description={`How ${business.location.name} sells: orders, revenue, busy hours and best sellers.`}
      />
      <Stack gap="lg">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SegmentedControl
            aria-label="Date range"
            value={preset}
            onChange={(value) => setPreset(value as RangePreset)}
            data={RANGE_PRESETS.map((value) => ({ value, label: PRESET_LABELS[value] }))}
            style={{ maxWidth: "100%" }}
            styles={{ root: { flexWrap: "wrap" } }}
          />
          {preset === "custom" ? (
            <DatePickerInput
              type="range"
              label="Days"
              placeholder="Pick the first and last day"
              value={custom}
              onChange={setCustom}
              maxDate={today}
              allowSingleDateInRange
              miw={240}
              maxLevel="year"
            />
          ) : null}
        </Group>
        <Text c="dimmed" size="sm" aria-live="polite">
          {describeRange(range)} on your clock (
          {typeof config.timeZone === "string" ? config.timeZone : "UTC"}).
          {preset === "custom" && !isCustomChosen ? " Pick two days to see a custom range." : ""}
        </Text>
        <InsightsBody
          insights={insights.data}
          isLoading={insights.isPending}
          error={insights.error}
          range={range}
        />
      </Stack>
    </>
  );
}

function InsightsBody({
  insights,
  isLoading,
  error,
  range,
}: {
  insights: Insights | undefined;
  isLoading: boolean;
  error: Error | null;
  range: DayRange;
}) {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  if (error)
    return (
      <Alert color="red" title="The figures could not be loaded">
        {error.message || `Please try again, with at most ${INSIGHTS_MAX_DAYS} days.`}
      </Alert>
    );
  if (isLoading || !insights)
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Loading the figures" />
      </Group>
    );
  const currency = currencyOf({ currency: insights.currency, currencyCode: insights.currencyCode });
  const money = (minor: number) => formatMoney(minor, currency);
  const hasOrders = insights.orders > 0;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <KpiCard label="Revenue" value={money(insights.revenue)} />
        <KpiCard label="Orders" value={insights.orders.toLocaleString("en-US")} />
        <KpiCard label="Average ticket" value={money(insights.averageTicket)} />
        <KpiCard
          label="New / returning guests"
          value={`${insights.newGuests.toLocaleString("en-US")} / ${insights.returningGuests.toLocaleString("en-US")}`}
        />
      </SimpleGrid>
      {hasOrders ? (
        <>
          <SalesSummaryCard sales={insights.sales} money={money} />
          <DayCharts insights={insights} money={money} csv={{ businessId, range }} />
          <HourGrid insights={insights} csv={{ businessId, range }} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <TopItemsCard insights={insights} by="quantity" money={money} csv={{ businessId, range }} />
            <TopItemsCard insights={insights} by="revenue" money={money} csv={{ businessId, range }} />
            <SplitCard insights={insights} split="byType" money={money} csv={{ businessId, range }} />
            <SplitCard insights={insights} split="byPayment" money={money} csv={{ businessId, range }} />
          </SimpleGrid>
        </>
      ) : (
        <EmptyState
          icon={<IconChartBar size={32} />}
          title="No orders in these days"
          description={`No accepted or completed orders were placed from ${describeRange(range)}. Pick a longer range, or come back once guests have ordered.`}
        />
      )}
      {insights.giftCards.hasCards ? (
        <GiftCardsCard giftCards={insights.giftCards} currency={currency} range={range} />
      ) : null}
      {showsLoyalty(insights.loyalty) ? <LoyaltyCard loyalty={insights.loyalty} range={range} /> : null}
      <FunnelCard insights={insights} />
      <Text size="sm" c="dimmed">
        Notices held back: {insights.noticesHeldBack.toLocaleString("en-US")}. Guests' mails and texts past{" "}
        {GUEST_NOTICES_PER_HOUR} an hour to one address or number are not sent, so no one can use your orders
        to flood a stranger.
      </Text>
    </Stack>
  );
}
