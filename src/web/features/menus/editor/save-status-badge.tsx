import { Group, Loader, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import type { SaveStatus } from "./use-autosave.ts";

/** Autosave's state: "saving..." then "changes saved", and what stopped a save. */
export function SaveStatusBadge({ status }: { status: SaveStatus }) {
  if (status === "idle") return null;
  const content = {
    saving: { icon: <Loader size={14} />, text: "saving...", color: "dimmed" },
    saved: { icon: <IconCircleCheck size={16} />, text: "changes saved", color: "teal.8" },
    error: { icon: <IconAlertCircle size={16} />, text: "not saved yet", color: "red.8" },
    conflict: { icon: <IconAlertCircle size={16} />, text: "changed elsewhere", color: "orange.8" },
    gone: { icon: <IconAlertCircle size={16} />, text: "menu removed", color: "red.8" },
    invalid: { icon: <IconAlertCircle size={16} />, text: "not saved: fix the field in red", color: "red.8" },
  }[status];
  return (
    <Group gap={6} c={content.color} role="status" aria-live="polite" data-testid="save-status">
      {content.icon}
      <Text fz="sm" c={content.color}>
        {content.text}
      </Text>
    </Group>
  );
}
