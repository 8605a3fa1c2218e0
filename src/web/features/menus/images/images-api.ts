import { useQuery } from "@tanstack/react-query";
import type { MemberImage } from "../../../../shared/images/images.ts";
import { api } from "../../../api/client.ts";

// The upload itself is shared with the website's page editor, which offers a new photo too.
export { checkImageFile, uploadImage } from "../../../api/images.ts";

// Member images and icons.

export type { MemberImage };

export const imagesKey = (businessId: string) => ["member-images", businessId] as const;
export const iconsKey = (businessId: string) => ["member-icons", businessId] as const;

/** Display order: newest first by createdDate; images without a date go last. */
export function sortNewestFirst<T extends { createdDate?: string | null }>(images: readonly T[]): T[] {
  const time = (image: T) => (image.createdDate ? Date.parse(image.createdDate) || 0 : 0);
  return [...images].sort((a, b) => time(b) - time(a));
}

export function useMemberImagesQuery(businessId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: imagesKey(businessId),
    queryFn: async () =>
      sortNewestFirst(await api.get<MemberImage[]>("/members/images", { locationId: businessId })),
    enabled: isEnabled,
  });
}

export function useMemberIconsQuery(businessId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: iconsKey(businessId),
    queryFn: async () =>
      sortNewestFirst(await api.get<MemberImage[]>("/members/icons", { locationId: businessId })),
    enabled: isEnabled,
  });
}

export function saveAltText(imageId: string, altText: string) {
  return api.put<MemberImage[]>("/members/images/save", [{ id: imageId, altText }]);
}
