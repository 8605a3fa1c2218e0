import {
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
} from "@mantine/core";
import { useEffect, useState } from "react";
import { ALT_TEXT_MAX } from "../../../shared/constants.ts";
import type { MemberImage } from "../../../shared/images.ts";
import { IMAGE_MESSAGES } from "../../../shared/messages.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { useMyImages } from "./website-api.ts";

const thumb = (path: string) => (path.includes("?") ? `${path}&w=300` : path);

/**
 * Issue 16: an image for a page, from My Images (seed 001 §7 "GET /v1/members/images"), with the text a screen
 * reader says for it. Uploads stay in My Images (the menu editor's picker): this only chooses.
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
  const images = useMyImages(businessId, opened);
  const [chosen, setChosen] = useState<MemberImage | null>(null);
  const [alt, setAlt] = useState("");
  useEffect(() => {
    if (!opened) setChosen(null);
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title="Insert an image" size={570}>
      {images.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading images" />
        </Center>
      ) : images.isError ? (
        <LoadFailed what="your images" onRetry={() => images.refetch()} />
      ) : images.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {IMAGE_MESSAGES.noSavedImages} Upload images to My Images from the menu editor first.
        </Text>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {images.data.map((image) => (
              <UnstyledButton
                key={image.id}
                onClick={() => {
                  setChosen(image);
                  setAlt(image.altText);
                }}
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
