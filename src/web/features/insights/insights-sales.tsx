import { Table, Text } from "@mantine/core";
import type { SalesSummary } from "../../../shared/insights/insights.ts";
import { InsightsCard } from "./insights-tables.tsx";

// The range's money as a point of sale sums it, each line with what it means: from gross sales down to net
// sales, then the tax and tips on top, which make the total collected.

interface Line {
  key: keyof SalesSummary["definitions"];
  label: string;
  /** How the line enters the sum: taken off, added, or a subtotal. */
  sign: "" | "−" | "+" | "=";
  isTotal?: boolean;
}

const LINES: readonly Line[] = [
  { key: "grossSales", label: "Gross sales", sign: "" },
  { key: "discounts", label: "Discounts", sign: "−" },
  { key: "refunds", label: "Refunds", sign: "−" },
  { key: "netSales", label: "Net sales", sign: "=", isTotal: true },
  { key: "tax", label: "Tax", sign: "+" },
  { key: "tips", label: "Tips", sign: "+" },
  { key: "totalCollected", label: "Total collected", sign: "=", isTotal: true },
];

/** Each definition as the API gives it, without the name it starts with (the row says it), as a sentence. */
function meaning(definition: string): string {
  const rest = definition.replace(/^[^:]+:\s*/, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function SalesSummaryCard({
  sales,
  money,
}: {
  sales: SalesSummary;
  money: (minor: number) => string;
}) {
  return (
    <InsightsCard title="Sales">
      <Table layout="fixed" verticalSpacing={6} aria-label="Sales: gross sales to total collected">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            <Table.Th ta="right" w={{ base: 104, sm: 140 }}>
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {LINES.map((line) => (
            <Table.Tr key={line.key} fw={line.isTotal ? 700 : undefined}>
              <Table.Th scope="row" fw="inherit" style={{ overflowWrap: "anywhere" }}>
                {line.label}
                <Text size="xs" c="dimmed" fw={400}>
                  {meaning(sales.definitions[line.key])}
                </Text>
              </Table.Th>
              <Table.Td ta="right" style={{ verticalAlign: "top", whiteSpace: "nowrap" }}>
                {/* The sign is for the eye; the figure's name says how it counts. */}
                {line.sign && line.sign !== "=" ? <span aria-hidden>{line.sign} </span> : null}
                {money(sales[line.key] as number)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        Net sales = gross sales − discounts − refunds; tax and tips are not in net sales. Tax here is always
        added on top of your prices. All money given back by refunds, tax and tips included:{" "}
        {money(sales.refundedTotal)}.
      </Text>
    </InsightsCard>
  );
}
