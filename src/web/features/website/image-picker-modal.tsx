import {
  Alert,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { ALT_TEXT_MAX } from "../../../shared/common/constants.ts";
import { IMAGE_MESSAGES } from "../../../shared/common/messages.ts";
import type { MemberImage } from "../../../shared/images/images.ts";
import { useMemberImagesQuery } from "../../api/images.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { useImageUpload } from "../../ui/use-image-upload.ts";

const thumb = (path: string) => (path.includes("?") ? `${path}&w=300` : path);

/**
 * An image for a page, from My Images (GET /v1/members/images), with the text a screen
 * reader says for it. A new photo can be uploaded here too: it goes to My Images through the same route as the
 * menu editor's, and comes back chosen.
 */
export function ImagePickerModal({
  opened,
  businessId,
  onClose,
  onChosen,
}: {
  opened: boolean;
  businessId: string;
  onClose: () => void;
  onChosen: (src: string, alt: string) => void;
}) {
  const images = useMemberImagesQuery(businessId, opened);
  const [chosen, setChosen] = useState<MemberImage | null>(null);
  const [alt, setAlt] = useState("");
  const choose = (image: MemberImage) => {
    setChosen(image);
    setAlt(image.altText);
  };
  const { inputRef, problem, clearProblem, isUploading, upload } = useImageUpload({
    businessId,
    kind: "image",
    onUploaded: choose,
  });
  useEffect(() => {
    if (!opened) {
      setChosen(null);
      clearProblem();
    }
  }, [opened, clearProblem]);

  const uploadButton = (
    <>
      <VisuallyHidden>
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          aria-label="Photo file"
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
      </VisuallyHidden>
      <Button
        variant="default"
        leftSection={<IconUpload size={18} />}
        loading={isUploading}
        onClick={() => inputRef.current?.click()}
      >
        Upload a new photo
      </Button>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
    </>
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Insert an image" size={570}>
      {images.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading images" />
        </Center>
      ) : images.isError ? (
        <LoadFailed what="your images" onRetry={() => images.refetch()} />
      ) : images.data.length === 0 && !chosen ? (
        <Stack align="center" py="lg" gap="sm">
          <Text c="dimmed" ta="center">
            {IMAGE_MESSAGES.noSavedImages} Upload a photo to use it on this page.
          </Text>
          {uploadButton}
        </Stack>
      ) : (
        <Stack>
          {uploadButton}
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {images.data.map((image) => (
              <UnstyledButton
                key={image.id}
                onClick={() => choose(image)}
                aria-label={`Choose ${image.altText || "image"}`}
                aria-pressed={chosen?.id === image.id}
                style={{
                  borderRadius: 8,
                  outline: chosen?.id === image.id ? "3px solid var(--mantine-color-blue-6)" : undefined,
                }}
              >
                <Image src={thumb(image.path)} alt="" radius="sm" h={96} fit="cover" />
              </UnstyledButton>
            ))}
          </SimpleGrid>
          <TextInput
            label="Accessibility text"
            description="What the image shows, for guests who cannot see it."
            placeholder={IMAGE_MESSAGES.altTextPlaceholder}
            maxLength={ALT_TEXT_MAX}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            disabled={!chosen}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={!chosen} onClick={() => chosen && onChosen(chosen.path, alt.trim())}>
              Insert image
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
