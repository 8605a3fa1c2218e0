import { AreaChart, BarChart } from "@mantine/charts";
import { Box, Group, Progress, Stack, Text } from "@mantine/core";
import { type Insights, percentOf } from "../../../shared/insights/insights.ts";
import { ChartFigure } from "./chart-figure.tsx";
import { type CsvSource, InsightsCard } from "./insights-tables.tsx";

// Revenue and orders by day, orders by hour of the week (for staffing), and the way from a view to an order.

const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

export function DayCharts({
  insights,
  money,
  csv,
}: {
  insights: Insights;
  money: (minor: number) => string;
  csv: CsvSource;
}) {
  const data = insights.byDay.map((day) => ({
    day: shortDay(day.date),
    revenue: day.revenue,
    orders: day.orders,
  }));
  const range = `${shortDay(insights.from)} to ${shortDay(insights.to)}`;
  return (
    <InsightsCard title="Revenue and orders by day" table="byDay" csv={csv}>
      <Stack gap="md">
        <ChartFigure
          label={`Revenue by day, ${range}: area chart`}
          table={{
            caption: `Revenue by day, ${range}`,
            columns: ["Day", "Revenue"],
            rows: insights.byDay.map((day) => [longDay(day.date), money(day.revenue)]),
          }}
        >
          <AreaChart
            h={220}
            data={data}
            dataKey="day"
            series={[{ name: "revenue", label: "Revenue", color: "blue.6" }]}
            valueFormatter={(value) => money(Math.round(value))}
            yAxisProps={{ width: 72 }}
            curveType="monotone"
            withDots={data.length <= 31}
            gridAxis="y"
            areaChartProps={{ accessibilityLayer: false }}
          />
        </ChartFigure>
        <ChartFigure
          label={`Orders by day, ${range}: bar chart`}
          table={{
            caption: `Orders by day, ${range}`,
            columns: ["Day", "Orders"],
            rows: insights.byDay.map((day) => [longDay(day.date), day.orders.toLocaleString("en-US")]),
          }}
        >
          <BarChart
            h={160}
            data={data}
            dataKey="day"
            series={[{ name: "orders", label: "Orders", color: "teal.6" }]}
            yAxisProps={{ width: 72, allowDecimals: false }}
            gridAxis="y"
            barChartProps={{ accessibilityLayer: false }}
          />
        </ChartFigure>
      </Stack>
    </InsightsCard>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Orders by weekday and hour as a grid whose cells darken with the count: when to have more hands. */
export function HourGrid({ insights, csv }: { insights: Insights; csv: CsvSource }) {
  const most = Math.max(1, ...insights.byHour.map((cell) => cell.orders));
  const cell = (weekday: number, hour: number) =>
    insights.byHour.find((entry) => entry.weekday === weekday && entry.hour === hour)?.orders ?? 0;
  return (
    <InsightsCard title="Orders by hour of the week" table="byHour" csv={csv}>
      <ChartFigure
        label="Orders by hour of the week: a grid of weekdays by hours, darker for more orders"
        table={{
          caption: "Orders by hour of the week (hours on your clock)",
          columns: ["Hour", ...WEEKDAY_NAMES],
          shortColumns: ["Hour", ...WEEKDAYS],
          rows: HOURS.map((hour) => [
            `${String(hour).padStart(2, "0")}:00`,
            ...WEEKDAY_NAMES.map((_, weekday) => cell(weekday, hour).toLocaleString("en-US")),
          ]),
        }}
      >
        <Box
          style={{
            display: "grid",
            gridTemplateColumns: "2.4em repeat(24, minmax(0, 1fr))",
            gap: 2,
            fontSize: 11,
          }}
        >
          <span />
          {HOURS.map((hour) => (
            <Text key={`h${hour}`} size="10px" c="dimmed" ta="center">
              {hour % 6 === 0 ? hour : ""}
            </Text>
          ))}
          {WEEKDAYS.map((name, weekday) => (
            <Row key={name} name={name} weekday={weekday} most={most} count={cell} />
          ))}
        </Box>
      </ChartFigure>
      <Text size="xs" c="dimmed" mt="xs">
        Hours on your clock; darker means more orders. Busiest: {busiestLabel(insights)}.
      </Text>
    </InsightsCard>
  );
}

function busiestLabel(insights: Insights): string {
  const busiest = insights.byHour.reduce((best, cell) => (cell.orders > best.orders ? cell : best));
  const orders = `${busiest.orders} ${busiest.orders === 1 ? "order" : "orders"}`;
  return `${WEEKDAY_NAMES[busiest.weekday]} at ${String(busiest.hour).padStart(2, "0")}:00 (${orders})`;
}

function Row({
  name,
  weekday,
  most,
  count,
}: {
  name: string;
  weekday: number;
  most: number;
  count: (weekday: number, hour: number) => number;
}) {
  return (
    <>
      <Text size="xs" c="dimmed" style={{ alignSelf: "center" }}>
        {name}
      </Text>
      {HOURS.map((hour) => {
        const orders = count(weekday, hour);
        const strength = orders / most;
        const label = `${WEEKDAY_NAMES[weekday]} ${String(hour).padStart(2, "0")}:00: ${orders} ${orders === 1 ? "order" : "orders"}`;
        return (
          <div
            key={hour}
            title={label}
            style={{
              aspectRatio: "1",
              minHeight: 10,
              borderRadius: 2,
              background:
                orders === 0
                  ? "var(--mantine-color-gray-1)"
                  : `color-mix(in srgb, var(--mantine-color-blue-7) ${Math.round(15 + strength * 85)}%, white)`,
            }}
          />
        );
      })}
    </>
  );
}

/** Views → carts → checkouts → orders, each with its share of the views and of the step before. */
export function FunnelCard({ insights }: { insights: Insights }) {
  const { views, carts, checkouts, orders } = insights.funnel;
  const steps = [
    { label: "Viewed the page", count: views, before: null },
    { label: "Opened a cart", count: carts, before: views },
    { label: "Opened the checkout", count: checkouts, before: carts },
    { label: "Placed an order", count: orders, before: checkouts },
  ];
  return (
    <InsightsCard title="From a view to an order">
      <Stack gap="sm">
        {steps.map((step) => (
          <Box key={step.label}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {step.label}
              </Text>
              <Text size="sm">
                {step.count.toLocaleString("en-US")}
                {step.before === null ? "" : ` · ${percentOf(step.count, step.before)} % of the step before`}
              </Text>
            </Group>
            <Progress
              value={percentOf(step.count, Math.max(views, 1))}
              aria-label={`${step.label}: ${percentOf(step.count, Math.max(views, 1))} % of the views`}
              mt={4}
            />
          </Box>
        ))}
        <Text size="xs" c="dimmed">
          Visitors are counted once a day each, without cookies; a visitor counted at a step counts at every
          step before it. The last step counts visitors who sent an order, accepted or not.
        </Text>
      </Stack>
    </InsightsCard>
  );
}
