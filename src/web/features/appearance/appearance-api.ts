import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../../shared/auth/session-cookie.ts";
import { IMAGE_MESSAGES } from "../../../shared/common/messages.ts";
import { isOverSizeLimit, type MemberImage, sniffImageFormat } from "../../../shared/images/images.ts";
import type { Menu } from "../../../shared/menus/menus.ts";
import { apiPath } from "../../api/api-path.ts";
import { ApiRequestError, api } from "../../api/client.ts";

const id = (value: string) => encodeURIComponent(value);

export const menusOfBusinessKey = (businessId: string) => ["menus", "full", businessId] as const;

export function fetchMenusOfBusiness(businessId: string) {
  return api.get<Menu[]>("/menus", { businessId });
}

export function fetchLogos(businessId: string) {
  return api.get<{ id: string; path: string; source: string }[]>(`/brands/${id(businessId)}/logos`);
}

/** A logo upload accepts PNG and JPEG, judged by the bytes (src/shared/images/images.ts). */
export async function checkLogoFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImageFormat(head)) return IMAGE_MESSAGES.fileTypeInvalid;
  if (isOverSizeLimit(file.size)) return IMAGE_MESSAGES.fileTooLarge;
  return null;
}

/** POST /v1/brands/{locationId}/upload/logo (multipart `file`). */
export async function uploadLogo(businessId: string, file: File): Promise<MemberImage> {
  const body = new FormData();
  body.append("file", file);
  // The session cookie goes with it; the header makes the change the dashboard's own.
  const response = await fetch(apiPath(`/v1/brands/${id(businessId)}/upload/logo`), {
    method: "POST",
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: "application/json" },
    body,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = payload as { status?: number; code?: string; message?: string } | null;
    throw new ApiRequestError({
      status: response.status,
      code: error?.code ?? "UNKNOWN",
      message: error?.message ?? IMAGE_MESSAGES.fileTypeInvalid,
    });
  }
  return payload as MemberImage;
}
