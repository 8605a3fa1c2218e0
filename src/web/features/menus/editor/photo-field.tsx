import { ActionIcon, Box, Button, Group, Image, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconPhoto, IconTrash } from "@tabler/icons-react";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import { useEditorActions } from "./editor-context.ts";
import type { ItemChange } from "./editor-state.ts";
import { thumbnailUrl } from "./item-format.ts";

/** The item's photo with its alt text: add, change, describe or remove it (the chooser is a modal). */
export function PhotoField({ item, onChange }: { item: MenuItem; onChange: (change: ItemChange) => void }) {
  const actions = useEditorActions();
  return (
    <Box>
      <Text fw={600} fz="sm" mb={6}>
        Photo
      </Text>
      {item.preview ? (
        <Stack gap={6}>
          <Image
            src={thumbnailUrl(item.preview)}
            alt={item.previewAltText || ""}
            radius="md"
            h={150}
            fit="cover"
          />
          <Text fz="xs" c={item.previewAltText ? "dimmed" : "orange.8"} lineClamp={2}>
            {item.previewAltText ? `Alt text: ${item.previewAltText}` : "No alt text yet"}
          </Text>
          <Group gap={6}>
            <Button variant="default" size="compact-sm" onClick={() => actions.openImageChooser(item.id)}>
              Change photo
            </Button>
            <Button variant="default" size="compact-sm" onClick={() => actions.openAltText(item.id)}>
              Alt text
            </Button>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Remove photo"
              onClick={() => onChange({ preview: null, previewSource: null, previewAltText: "" })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Stack>
      ) : (
        <UnstyledButton
          onClick={() => actions.openImageChooser(item.id)}
          w="100%"
          h={120}
          aria-label="Add photo"
          style={{
            border: "1px dashed var(--mantine-color-gray-4)",
            borderRadius: "var(--mantine-radius-md)",
            background: "var(--mantine-color-gray-0)",
          }}
        >
          <Stack align="center" gap={4}>
            <IconPhoto size={26} stroke={1.4} color="var(--mantine-color-gray-6)" />
            <Text fz="sm" fw={600}>
              Add photo
            </Text>
            <Text fz="xs" c="dimmed">
              JPG or PNG, up to 5 MB
            </Text>
          </Stack>
        </UnstyledButton>
      )}
    </Box>
  );
}
