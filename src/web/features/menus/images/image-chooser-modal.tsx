import {
  Box,
  Button,
  Center,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { useId, useState } from "react";
import { IMAGE_MESSAGES } from "../../../../shared/common/messages.ts";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { useImageUpload } from "../../../ui/use-image-upload.ts";
import { type MemberImage, useMemberImagesQuery } from "./images-api.ts";
import { photoPrompt, TakePhotoButton, useIsTouchDevice } from "./take-photo.tsx";
import { UploadProblemModal } from "./upload-problem-modal.tsx";

export const IMAGE_MODAL_WIDTH = 570;

const thumb = (path: string) => (path.includes("?") ? `${path}&w=300` : path);

export function savedDateLabel(createdDate: string | null | undefined): string {
  const time = createdDate ? Date.parse(createdDate) : Number.NaN;
  if (Number.isNaN(time)) return IMAGE_MESSAGES.unknownSavedDate;
  return `Saved ${new Date(time).toLocaleDateString(undefined, { month: "short", day: "numeric", year: "numeric" })}`;
}

interface ImageChooserModalProps {
  opened: boolean;
  businessId: string;
  onClose: () => void;
  onChosen: (image: MemberImage) => void;
}

/** "Choose or upload image" (width 570): Upload Image and My Images. */
export function ImageChooserModal({ opened, businessId, onClose, onChosen }: ImageChooserModalProps) {
  const [tab, setTab] = useState<string | null>("upload");
  return (
    <Modal opened={opened} onClose={onClose} title="Choose or upload image" size={IMAGE_MODAL_WIDTH}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="upload">Upload Image</Tabs.Tab>
          <Tabs.Tab value="mine">My Images</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upload">
          <UploadPanel businessId={businessId} onUploaded={onChosen} />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          <MyImagesPanel businessId={businessId} isEnabled={opened} onChosen={onChosen} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}

function UploadPanel({
  businessId,
  onUploaded,
}: {
  businessId: string;
  onUploaded: (image: MemberImage) => void;
}) {
  const inputId = useId();
  const {
    inputRef,
    problem,
    clearProblem,
    isUploading,
    upload: take,
  } = useImageUpload({
    businessId,
    kind: "image",
    onUploaded,
  });
  const [isDragOver, setIsDragOver] = useState(false);
  const isTouch = useIsTouchDevice();

  return (
    <Stack gap="md">
      <UploadProblemModal message={problem} onClose={clearProblem} />
      <Box
        component="label"
        htmlFor={inputId}
        onDragOver={(event: React.DragEvent) => {
          event.preventDefault();
          setIsDragOver(true);
        }}
        onDragLeave={() => setIsDragOver(false)}
        onDrop={(event: React.DragEvent) => {
          event.preventDefault();
          setIsDragOver(false);
          void take(event.dataTransfer.files[0]);
        }}
        style={{
          display: "block",
          cursor: "pointer",
          border: `2px dashed var(--mantine-color-${isDragOver ? "terracotta-5" : "gray-4"})`,
          borderRadius: "var(--mantine-radius-lg)",
          background: isDragOver ? "var(--mantine-color-terracotta-0)" : "var(--mantine-color-gray-0)",
          padding: "40px 24px",
          textAlign: "center",
        }}
      >
        {isUploading ? (
          <Stack align="center" gap="xs">
            <Loader />
            <Text fw={600}>Uploading…</Text>
          </Stack>
        ) : (
          <Stack align="center" gap={6}>
            <IconPhotoUp size={40} stroke={1.3} color="var(--mantine-color-terracotta-6)" />
            <Text fw={700}>{photoPrompt(isTouch)}</Text>
            <Text fz="sm" c="dimmed">
              JPG or PNG, less than 5 MB. Bright, close-up photos sell best.
            </Text>
          </Stack>
        )}
      </Box>
      <VisuallyHidden>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          aria-label="Image file"
          onChange={(event) => void take(event.currentTarget.files?.[0])}
        />
      </VisuallyHidden>
      {isTouch ? <TakePhotoButton onFile={(file) => void take(file)} isLoading={isUploading} /> : null}
      <Button variant="default" onClick={() => inputRef.current?.click()} loading={isUploading}>
        Choose image
      </Button>
    </Stack>
  );
}

function MyImagesPanel({
  businessId,
  isEnabled,
  onChosen,
}: {
  businessId: string;
  isEnabled: boolean;
  onChosen: (image: MemberImage) => void;
}) {
  const query = useMemberImagesQuery(businessId, isEnabled);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <LoadFailed what="your images" onRetry={() => void query.refetch()} />;
  const images = query.data ?? [];
  if (images.length === 0) {
    return (
      <Stack align="center" py="xl" gap={4}>
        <Text fw={700}>{IMAGE_MESSAGES.noSavedImages}</Text>
        <Text fz="sm" c="dimmed">
          Photos you upload are kept here, ready to reuse on any item.
        </Text>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={3} spacing="sm" mah={420} style={{ overflowY: "auto" }}>
      {images.map((image) => (
        <UnstyledButton
          key={image.id}
          onClick={() => onChosen(image)}
          aria-label={`Choose image ${image.altText || savedDateLabel(image.createdDate)}`}
          style={{ borderRadius: "var(--mantine-radius-md)" }}
        >
          <Image src={thumb(image.path)} alt={image.altText} h={110} radius="md" fit="cover" />
          <Text fz="xs" c="dimmed" mt={4} truncate>
            {savedDateLabel(image.createdDate)}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
