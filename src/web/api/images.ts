import { useQuery } from "@tanstack/react-query";
import { IMAGE_MAX_MB } from "../../shared/common/constants.ts";
import { IMAGE_MESSAGES } from "../../shared/common/messages.ts";
import { isOverSizeLimit, type MemberImage, sniffImageFormat } from "../../shared/images/images.ts";
import { api } from "./client.ts";

// My Images and My Icons: the lists, and uploading to them. The menu editor's photos and icons and the website page
// editor's images read and fill the same lists, under the same query keys.

export type { MemberImage };

export const imagesKey = (businessId: string) => ["member-images", businessId] as const;
export const iconsKey = (businessId: string) => ["member-icons", businessId] as const;

/** Display order: newest first by createdDate; images without a date go last. */
function sortNewestFirst<T extends { createdDate?: string | null }>(images: readonly T[]): T[] {
  const time = (image: T) => (image.createdDate ? Date.parse(image.createdDate) || 0 : 0);
  return [...images].sort((a, b) => time(b) - time(a));
}

/** GET /v1/members/images?locationId: the owner's saved photos, newest first. */
export function useMemberImagesQuery(businessId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: imagesKey(businessId),
    queryFn: async () =>
      sortNewestFirst(await api.get<MemberImage[]>("/members/images", { locationId: businessId })),
    enabled: isEnabled,
  });
}

/** GET /v1/members/icons?locationId: the owner's own icons, newest first. */
export function useMemberIconsQuery(businessId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: iconsKey(businessId),
    queryFn: async () =>
      sortNewestFirst(await api.get<MemberImage[]>("/members/icons", { locationId: businessId })),
    enabled: isEnabled,
  });
}

/** The type is judged by the file's bytes and the size in whole MB, before any upload. */
export async function checkImageFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImageFormat(head)) return IMAGE_MESSAGES.fileTypeInvalid;
  if (isOverSizeLimit(file.size, IMAGE_MAX_MB)) return IMAGE_MESSAGES.fileTooLarge;
  return null;
}

/** POST /v1/members/uploads (or icon-uploads) as multipart: type, locationId, file. */
export async function uploadImage(options: {
  file: File;
  businessId: string;
  kind: "image" | "icon";
}): Promise<MemberImage> {
  const form = new FormData();
  if (options.kind === "image") form.append("type", "MenuItem");
  form.append("locationId", options.businessId);
  form.append("file", options.file);
  // The shared client: a 401 sends the owner to login like any other call.
  return api.upload<MemberImage>(
    options.kind === "image" ? "/members/uploads" : "/members/icon-uploads",
    form,
  );
}
