import { Button, FileButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCamera } from "@tabler/icons-react";

/**
 * A phone or tablet: nothing to drop a file from, and a camera at hand. The coarse pointer is the touch screen
 * (a laptop with a touch pad still has a fine one).
 */
export function useIsTouchDevice() {
  return useMediaQuery("(pointer: coarse)", false, { getInitialValueInEffect: false });
}

/** What the photo box says: "Drop…" means nothing on a phone. */
export function photoPrompt(isTouch: boolean) {
  return isTouch ? "Take or choose a photo" : "Drop a photo here, or click to choose one";
}

/**
 * "Take a photo": opens the back camera at once (capture). The other button beside it stays a plain file
 * input, which on a phone offers the photo library as well as the camera, so capture never takes the library
 * away.
 */
export function TakePhotoButton({
  onFile,
  isLoading = false,
}: {
  onFile: (file: File) => void;
  isLoading?: boolean;
}) {
  return (
    <FileButton onChange={(file) => file && onFile(file)} accept="image/*" capture="environment">
      {(props) => (
        <Button {...props} variant="light" leftSection={<IconCamera size={18} />} loading={isLoading}>
          Take a photo
        </Button>
      )}
    </FileButton>
  );
}
