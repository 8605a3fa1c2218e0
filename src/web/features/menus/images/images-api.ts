import type { MemberImage } from "../../../../shared/images/images.ts";
import { api } from "../../../api/client.ts";

// The lists and the upload are shared with the website's page editor, which offers the same photos.
export {
  checkImageFile,
  iconsKey,
  imagesKey,
  type MemberImage,
  sortNewestFirst,
  uploadImage,
  useMemberIconsQuery,
  useMemberImagesQuery,
} from "../../../api/images.ts";

export function saveAltText(imageId: string, altText: string) {
  return api.put<MemberImage[]>("/members/images/save", [{ id: imageId, altText }]);
}
