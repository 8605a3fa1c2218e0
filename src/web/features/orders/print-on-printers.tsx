import { Button } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import type { Order } from "../../../shared/ordering/orders.ts";
import { isPrintedBy } from "../../../shared/ordering/statuses-in-sql.ts";
import type { Printer } from "../../../shared/printers/printers.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { printOrder, usePrinters } from "../../api/printers.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";

// The order page's button that sends the ticket to the location's kitchen printers (Settings → Printers); a
// location without printers does not see it.

/** Whether a printer has printed this order by itself already (the printers' trigger's rule): then Reprint. */
function isPrintedAlready(order: Order, printers: Printer[]) {
  return printers.some((printer) => isPrintedBy(printer.printOn, order.status));
}

function namesOf(printers: Printer[]) {
  const names = printers.map((printer) => printer.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

export function PrintOnPrinters({ order }: { order: Order }) {
  const { dashboard } = useDashboard();
  const printers = usePrinters(dashboard.business.id);
  const print = useMutation({
    mutationFn: () => printOrder(order.id),
    onSuccess: () => notifySuccess(`The ticket is on its way to ${namesOf(printers.data ?? [])}.`),
    onError: notifyError,
  });
  if (!printers.data?.length) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={18} />}
      loading={print.isPending}
      onClick={() => print.mutate()}
    >
      {isPrintedAlready(order, printers.data) ? "Reprint" : "Print"} on printers
    </Button>
  );
}
