import { useQuery } from "@tanstack/react-query";
import type { QrCode, QrCodeRequest } from "../../shared/qrcodes/qrcodes.ts";
import { apiPath, guestOrigin } from "./api-path.ts";
import { api } from "./client.ts";

// The QR code calls the QR codes screen and the share dialog both make: the dialog shows the menu's stored code,
// the one the screen lists, not a second drawing of its own.

export const qrCodesKey = (businessId: string) => ["qrcodes", businessId] as const;

export function useQrCodes(businessId: string, isEnabled = true) {
  return useQuery({
    queryKey: qrCodesKey(businessId),
    queryFn: () => api.get<QrCode[]>("/qrcodes", { locationId: businessId }),
    enabled: isEnabled,
  });
}

export function createQrCode(body: QrCodeRequest) {
  return api.post<QrCode>("/qrcodes", body);
}

/** The business's online-menu code; the server stores its permanent link whatever the url says. */
export function menuQrCodeRequest(options: {
  memberId: string;
  business: { id: string; url: string; location: { name: string } };
}): QrCodeRequest {
  return {
    memberId: options.memberId,
    locationId: options.business.id,
    name: options.business.location.name,
    type: "online-menu",
    url: `${guestOrigin()}/m/${options.business.url}`,
  };
}

/** Images and the print page open as plain links: the session cookie goes with them, as with any call. */
export function withToken(path: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams(query);
  return apiPath(`/v1${path}?${params}`);
}

export const qrImageUrl = (qrId: string, format: "svg" | "png", isDownload = false) =>
  withToken(`/qrcodes/${encodeURIComponent(qrId)}/image`, {
    format,
    ...(isDownload ? { download: "1" } : {}),
  });
