import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { checkImageFile, iconsKey, imagesKey, type MemberImage, uploadImage } from "../api/images.ts";
import { notifyError } from "./notify.ts";

/**
 * One upload flow for item photos, icons and the website's images: the file is checked here first (type, size) and a
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

  // Stable, so a screen may clear the problem from an effect when it closes.
  const clearProblem = useCallback(() => setProblem(null), []);
  return { inputRef, problem, clearProblem, isUploading, upload };
}
