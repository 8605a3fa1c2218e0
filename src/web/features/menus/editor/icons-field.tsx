import { Box, Button, Group, Text } from "@mantine/core";
import { IconMoodSmile } from "@tabler/icons-react";
import { MAX_ICONS_PER_ITEM, type MenuItem } from "../../../../shared/menus/menu.ts";
import { useEditorActions } from "./editor-context.ts";
import { ItemIconList } from "./item-icons.tsx";

/** The item's dietary and allergen icons; the picker is a modal. */
export function IconsField({ item }: { item: MenuItem }) {
  const actions = useEditorActions();
  return (
    <Box>
      <Group justify="space-between" mb={6}>
        <Text fw={600} fz="sm">
          Icons
        </Text>
        <Text fz="xs" c="dimmed">
          {item.icons.length}/{MAX_ICONS_PER_ITEM}
        </Text>
      </Group>
      {item.icons.length > 0 ? (
        <Box mb={8}>
          <ItemIconList icons={item.icons} size={26} />
        </Box>
      ) : (
        <Text fz="xs" c="dimmed" mb={8}>
          Dietary and allergen marks, like vegan or contains nuts.
        </Text>
      )}
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconMoodSmile size={14} />}
        onClick={() => actions.openIconPicker(item.id)}
      >
        {item.icons.length > 0 ? "Edit icons" : "Add icons"}
      </Button>
    </Box>
  );
}
