import { IMAGE_MAX_MB } from "../../shared/common/constants.ts";
import { IMAGE_MESSAGES } from "../../shared/common/messages.ts";
import { isOverSizeLimit, type MemberImage, sniffImageFormat } from "../../shared/images/images.ts";
import { api } from "./client.ts";

// Uploading to My Images: the menu editor's photos and icons, and the website page editor's images.

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
