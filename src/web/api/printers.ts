import { useQuery } from "@tanstack/react-query";
import type { Printer, PrinterRequest, PrintOrderResponse } from "../../shared/printers/printers.ts";
import { api, apiRequest } from "./client.ts";

// The kitchen printers: Settings → Printers lists and adds them, and an order's page prints on them.

export const printersKey = (businessId: string) => ["printers", businessId] as const;

/**
 * The location's printers. Settings → Printers asks `isWatching`: refreshed every half minute while shown, so a
 * printer turned on or off shows as such without a reload; an order's page only needs to know there are some.
 */
export function usePrinters(businessId: string, { isWatching = false } = {}) {
  return useQuery({
    queryKey: printersKey(businessId),
    queryFn: () => api.get<Printer[]>(`/businesses/${encodeURIComponent(businessId)}/printers`),
    refetchInterval: isWatching ? 30_000 : false,
  });
}

export const addPrinter = (businessId: string, body: PrinterRequest) =>
  api.post<Printer>(`/businesses/${encodeURIComponent(businessId)}/printers`, body);

export const deletePrinter = (businessId: string, printerId: string) =>
  apiRequest<null>(
    `/businesses/${encodeURIComponent(businessId)}/printers/${encodeURIComponent(printerId)}`,
    { method: "DELETE" },
  );

export const printOrder = (orderId: string) =>
  api.post<PrintOrderResponse>(`/orders/${encodeURIComponent(orderId)}/print`);
