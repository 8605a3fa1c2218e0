import type { MemberImage } from "../../../../shared/images/images.ts";
import { api } from "../../../api/client.ts";

// The lists are shared with the website's page editor, which offers the same photos.
export { type MemberImage, useMemberIconsQuery, useMemberImagesQuery } from "../../../api/images.ts";

export function saveAltText(imageId: string, altText: string) {
  return api.put<MemberImage[]>("/members/images/save", [{ id: imageId, altText }]);
}
