import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { notifyError } from "../../../ui/notify.ts";
import { checkImageFile, iconsKey, imagesKey, type MemberImage, uploadImage } from "./images-api.ts";

/**
 * One upload flow for item photos and icons: the file is checked here first (type, size) and a
 * refused one shows its problem without a request; an accepted one is sent, the library refreshed, and handed
 * on. The file input is emptied either way, so choosing the same file again fires again.
 */
export function useImageUpload({
  businessId,
  kind,
  onUploaded,
}: {
  businessId: string;
  kind: "image" | "icon";
  onUploaded: (image: MemberImage) => void;
}) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = "";
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const message = await checkImageFile(file);
    if (message) {
      setProblem(message);
      clearInput();
      return;
    }
    setIsUploading(true);
    try {
      const image = await uploadImage({ file, businessId, kind });
      await queryClient.invalidateQueries({
        queryKey: kind === "image" ? imagesKey(businessId) : iconsKey(businessId),
      });
      onUploaded(image);
    } catch (error) {
      notifyError(error);
    } finally {
      setIsUploading(false);
      clearInput();
    }
  };

  return { inputRef, problem, clearProblem: () => setProblem(null), isUploading, upload };
}
