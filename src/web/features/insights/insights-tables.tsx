import { DonutChart } from "@mantine/charts";
import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type Insights, type InsightsTable, sharesOf } from "../../../shared/insights/insights.ts";
import { ChartFigure } from "./chart-figure.tsx";
import { type DayRange, insightsCsvUrl } from "./insights-api.ts";

// The figures as cards and tables: KPIs, best sellers, order types and payments, each with its CSV.

export interface CsvSource {
  businessId: string;
  range: DayRange;
}

export function KpiCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 26 }} fw={700} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

/** A titled card with the CSV download of its table in the corner. */
export function InsightsCard({
  title,
  table,
  csv,
  children,
}: {
  title: string;
  table?: InsightsTable;
  csv?: CsvSource;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" miw={0}>
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {table && csv ? (
          <Button
            component="a"
            href={insightsCsvUrl(csv.businessId, csv.range, table)}
            download
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            aria-label={`Export ${title.toLowerCase()} as CSV`}
          >
            CSV
          </Button>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}

const TOP_ROWS = 10;

export function TopItemsCard({
  insights,
  by,
  money,
  csv,
}: {
  insights: Insights;
  by: "quantity" | "revenue";
  money: (minor: number) => string;
  csv: CsvSource;
}) {
  const rows = [...insights.topItems]
    .sort((a, b) => b[by] - a[by] || a.name.localeCompare(b.name))
    .slice(0, TOP_ROWS);
  return (
    <InsightsCard
      title={by === "quantity" ? "Top items by quantity" : "Top items by revenue"}
      table="topItems"
      csv={csv}
    >
      <Table striped layout="fixed" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right" w={56}>
              Qty
            </Table.Th>
            <Table.Th ta="right" w={104}>
              Revenue
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => (
            <Table.Tr key={item.itemId}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{item.name}</Table.Td>
              <Table.Td ta="right">{item.quantity.toLocaleString("en-US")}</Table.Td>
              <Table.Td ta="right">{money(item.revenue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </InsightsCard>
  );
}

const SPLIT_WORDS: Record<string, string> = {
  PICKUP: "Pick-up",
  DELIVERY: "Delivery",
  TABLE: "At the table",
  CASH: "Cash",
  CARD_ON_DELIVERY: "Card in person",
  ONLINE_CARD: "Card online",
  GIFT_CARD: "Gift card",
};
const SPLIT_COLORS = ["blue.6", "teal.6", "orange.6", "grape.6"];

/** Revenue by order type or by payment: a ring for the eye, and each part's share, adding up to 100 %. */
export function SplitCard({
  insights,
  split,
  money,
  csv,
}: {
  insights: Insights;
  split: "byType" | "byPayment";
  money: (minor: number) => string;
  csv: CsvSource;
}) {
  const parts = split === "byType" ? insights.byType : insights.byPayment;
  const shares = sharesOf(parts.map((row) => row.revenue));
  const rows = parts.map((row, index) => ({
    name: SPLIT_WORDS["type" in row ? row.type : row.payment] ?? "Other",
    orders: row.orders,
    revenue: row.revenue,
    share: shares[index] ?? 0,
    color: SPLIT_COLORS[index % SPLIT_COLORS.length] ?? "gray.6",
  }));
  const title = split === "byType" ? "Order types" : "Payments";
  const what = split === "byType" ? "order type" : "payment";
  return (
    <InsightsCard title={title} table={split} csv={csv}>
      <ChartFigure
        label={`Revenue by ${what}: ring chart`}
        table={{
          caption: `Revenue by ${what}`,
          columns: [split === "byType" ? "Order type" : "Payment", "Revenue", "Orders", "Share of revenue"],
          rows: rows.map((row) => [
            row.name,
            money(row.revenue),
            row.orders.toLocaleString("en-US"),
            `${row.share} %`,
          ]),
        }}
      >
        <Group wrap="nowrap" align="center" gap="md">
          <DonutChart
            data={rows.map((row) => ({ name: row.name, value: row.revenue, color: row.color }))}
            size={112}
            thickness={18}
            withTooltip={false}
            pieChartProps={{ accessibilityLayer: false }}
            pieProps={{ rootTabIndex: -1 }}
            style={{ flex: "none" }}
          />
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            {rows.map((row) => (
              <Group key={row.name} gap={8} wrap="nowrap" align="flex-start">
                <span
                  style={{
                    width: 10,
                    height: 10,
                    marginTop: 6,
                    borderRadius: 5,
                    flex: "none",
                    background: `var(--mantine-color-${row.color.replace(".", "-")})`,
                  }}
                />
                <Text size="sm" miw={0}>
                  <b>{row.name}</b>: {money(row.revenue)} · {row.orders.toLocaleString("en-US")}{" "}
                  {row.orders === 1 ? "order" : "orders"} ({row.share} %)
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </ChartFigure>
    </InsightsCard>
  );
}
