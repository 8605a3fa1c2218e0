import { useQuery } from "@tanstack/react-query";
import type { QrCode, QrCodeRequest } from "../../../shared/qrcodes.ts";
import { api } from "../../api/client.ts";
import { getSession } from "../../api/session.ts";

export const qrCodesKey = (businessId: string) => ["qrcodes", businessId] as const;

export function useQrCodes(businessId: string) {
  return useQuery({
    queryKey: qrCodesKey(businessId),
    queryFn: () => api.get<QrCode[]>("/qrcodes", { locationId: businessId }),
  });
}

export function createQrCode(body: QrCodeRequest) {
  return api.post<QrCode>("/qrcodes", body);
}

/** Images and the print page open as plain links: the token rides in the query (seed 000 §6 `?token`). */
function withToken(path: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ ...query, token: getSession()?.token ?? "" });
  return `/v1${path}?${params}`;
}

export const qrImageUrl = (qrId: string, format: "svg" | "png", isDownload = false) =>
  withToken(`/qrcodes/${encodeURIComponent(qrId)}/image`, {
    format,
    ...(isDownload ? { download: "1" } : {}),
  });

export const qrPrintUrl = (qrId: string) => withToken(`/qrcodes/${encodeURIComponent(qrId)}/print`);

/** issue 12 item 1: a sheet of codes for tables 1 to `count`, each link carrying its table. */
export const qrTablesUrl = (qrId: string, count: number) =>
  withToken(`/qrcodes/${encodeURIComponent(qrId)}/tables`, { count: String(count) });
