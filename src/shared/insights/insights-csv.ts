import { decimalAmount } from "../common/money.ts";
import { csvRow } from "../customers/customers.ts";
import type { Insights, InsightsTable } from "./insights.ts";

// One table of the insights as a CSV file a spreadsheet opens: a header row, amounts in major units with the
// currency's code in the header, the business's own days and hours.

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export function insightsCsv(insights: Insights, table: InsightsTable): string {
  const money = (minor: number) => decimalAmount(minor, insights.currencyCode);
  const revenue = `Revenue (${insights.currencyCode})`;
  const rows: string[][] = (() => {
    switch (table) {
      case "byDay":
        return [
          ["Date", "Orders", revenue],
          ...insights.byDay.map((day) => [day.date, String(day.orders), money(day.revenue)]),
        ];
      case "byHour":
        return [
          ["Weekday", "Hour", "Orders"],
          ...insights.byHour.map((cell) => [
            WEEKDAYS[cell.weekday] ?? String(cell.weekday),
            `${String(cell.hour).padStart(2, "0")}:00`,
            String(cell.orders),
          ]),
        ];
      case "topItems":
        return [
          ["Item", "Quantity", revenue],
          ...insights.topItems.map((item) => [item.name, String(item.quantity), money(item.revenue)]),
        ];
      case "byType":
        return [
          ["Order type", "Orders", revenue],
          ...insights.byType.map((split) => [split.type, String(split.orders), money(split.revenue)]),
        ];
      case "byPayment":
        return [
          ["Payment", "Orders", revenue],
          ...insights.byPayment.map((split) => [split.payment, String(split.orders), money(split.revenue)]),
        ];
    }
  })();
  // The BOM makes spreadsheets read names in UTF-8.
  return `\uFEFF${rows.map((row) => csvRow(row)).join("")}`;
}

/** "insights-by-day-2026-11-01-to-2026-11-30.csv" */
export function insightsCsvName(table: InsightsTable, from: string, to: string): string {
  const name = table.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `insights-${name}-${from}-to-${to}.csv`;
}
