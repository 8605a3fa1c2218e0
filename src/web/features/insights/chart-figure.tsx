import { Box, Button, Table, VisuallyHidden } from "@mantine/core";
import { IconTable } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";

// A chart as one figure: a screen reader meets its name once, not every axis label ("Oct 30Nov 1Nov 3…"), and
// the keyboard passes over it. What the chart shows is a table of the same figures, there for screen readers at
// all times and shown to everyone behind "Show as table".

export interface FigureTable {
  /** What the table is, said as its caption. */
  caption: string;
  columns: readonly string[];
  /** Shorter headers for the eye where the full ones would not fit a phone ("Mon" for "Monday"). */
  shortColumns?: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

export function ChartFigure({
  label,
  table,
  children,
}: {
  /** The figure's accessible name: what the chart shows. */
  label: string;
  table: FigureTable;
  /** The chart: drawn for the eye only, with nothing in it that takes focus. */
  children: ReactNode;
}) {
  const [isTableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <Box component="figure" m={0} aria-label={label} miw={0}>
      {/* Hidden from assistive technology, not inert: the pointer's tooltips still work for the eye. The charts
          are drawn without recharts' keyboard layer, so nothing in here takes focus. */}
      <div aria-hidden="true" data-chart-drawing="">
        {children}
      </div>
      <Button
        variant="subtle"
        size="compact-xs"
        mt={4}
        leftSection={<IconTable size={14} aria-hidden />}
        aria-expanded={isTableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {isTableShown ? "Hide the table" : "Show as table"}
      </Button>
      {isTableShown ? (
        // Shown, it scrolls sideways should it not fit, and the keyboard can scroll it.
        <Box mt={4} style={{ overflowX: "auto" }} role="region" aria-label={table.caption} tabIndex={0}>
          <FigureDataTable id={tableId} table={table} />
        </Box>
      ) : (
        // Hidden from the eye, not from screen readers; no scrolling box, which would be a region no key reaches.
        <VisuallyHidden>
          <FigureDataTable id={tableId} table={table} />
        </VisuallyHidden>
      )}
    </Box>
  );
}

function FigureDataTable({ id, table }: { id: string; table: FigureTable }) {
  return (
    <>
      {/* A wide table (the hours by weekday) sets its figures smaller and closer, to fit a phone. */}
      <Table
        id={id}
        striped
        withTableBorder
        fz={table.columns.length > 4 ? "xs" : "sm"}
        horizontalSpacing={table.columns.length > 4 ? 4 : "xs"}
        captionSide="top"
      >
        <caption style={{ textAlign: "start" }}>{table.caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, index) => (
              <Table.Th key={column} scope="col" ta={index === 0 ? "start" : "end"}>
                {table.shortColumns?.[index] && table.shortColumns[index] !== column ? (
                  <>
                    <span aria-hidden>{table.shortColumns[index]}</span>
                    <VisuallyHidden>{column}</VisuallyHidden>
                  </>
                ) : (
                  column
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, rowIndex) => (
            // Rows are figures of a fixed list (days, hours, types): their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its place
                  <Table.Th key={index} scope="row" fw={400}>
                    {cell}
                  </Table.Th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its place
                  <Table.Td key={index} ta="end">
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
