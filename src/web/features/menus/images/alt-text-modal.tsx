import { Anchor, Button, Group, Image, List, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { ALT_TEXT_MAX } from "../../../../shared/common/constants.ts";
import { IMAGE_MESSAGES } from "../../../../shared/common/messages.ts";
import { api } from "../../../api/client.ts";
import { type MemberImage, saveAltText } from "./images-api.ts";

export const ALT_TEXT_MODAL_WIDTH = 570;
export const ALT_TEXT_HELP_WIDTH = 432;

interface AltTextModalProps {
  opened: boolean;
  businessId: string;
  /** The saved image, when known; otherwise it is found among the member's images by its path. */
  imageId: string | null;
  imagePath: string | null;
  initialText: string;
  onClose: () => void;
  onSaved: (altText: string) => void;
}

/** Accessibility text (width 570): 125 characters at most, Done disabled while empty. */
export function AltTextModal({
  opened,
  businessId,
  imageId,
  imagePath,
  initialText,
  onClose,
  onSaved,
}: AltTextModalProps) {
  const [text, setText] = useState(initialText);
  const [isSaving, setIsSaving] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);

  useEffect(() => {
    if (opened) setText(initialText);
  }, [opened, initialText]);

  const save = async () => {
    const altText = text.trim();
    setIsSaving(true);
    try {
      const id =
        imageId ??
        (await api.get<MemberImage[]>("/members/images", { locationId: businessId })).find(
          (image) => image.path === imagePath,
        )?.id;
      if (id) await saveAltText(id, altText);
    } catch (error) {
      // Accessibility text save errors are only logged, and the button stops loading.
      console.error("Saving the accessibility text failed", error);
    } finally {
      setIsSaving(false);
    }
    onSaved(altText);
  };

  return (
    <>
      <Modal
        opened={opened && !isHelpOpen}
        onClose={onClose}
        title="Describe this photo"
        size={ALT_TEXT_MODAL_WIDTH}
      >
        <Stack gap="md">
          {imagePath ? (
            <Image
              src={imagePath.includes("?") ? `${imagePath}&w=300` : imagePath}
              alt=""
              h={160}
              radius="md"
              fit="cover"
            />
          ) : null}
          <Text fz="sm" c="dimmed">
            Accessibility text is read aloud to guests who use screen readers, and helps search engines.{" "}
            <Anchor component="button" type="button" fz="sm" onClick={() => setIsHelpOpen(true)}>
              What makes good alt text?
            </Anchor>
          </Text>
          <Textarea
            label="Accessibility text"
            placeholder={IMAGE_MESSAGES.altTextPlaceholder}
            value={text}
            maxLength={ALT_TEXT_MAX}
            autosize
            minRows={2}
            data-autofocus
            onChange={(event) => setText(event.currentTarget.value)}
            description={`${text.length}/${ALT_TEXT_MAX}`}
            inputWrapperOrder={["label", "input", "description"]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Skip for now
            </Button>
            <Button disabled={text.trim() === ""} loading={isSaving} onClick={save}>
              Done
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={opened && isHelpOpen}
        onClose={() => setIsHelpOpen(false)}
        title="About accessibility text"
        size={ALT_TEXT_HELP_WIDTH}
      >
        <Stack gap="sm">
          <Text fz="sm">
            Alt text describes a photo for guests who can't see it. Screen readers read it aloud, and it shows
            when a photo can't load.
          </Text>
          <List fz="sm" spacing={4}>
            <List.Item>Say what's on the plate: "Grilled salmon on lemon risotto with asparagus".</List.Item>
            <List.Item>Skip "image of" or "photo of"; it's already known.</List.Item>
            <List.Item>Keep it under {ALT_TEXT_MAX} characters.</List.Item>
          </List>
          <Group justify="flex-end">
            <Button onClick={() => setIsHelpOpen(false)}>Got it</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
