import { Badge, Group, Image, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import hiddenLook from "../../../ui/hidden-look.module.css";
import { useEditorActions, useEditorSettings } from "./editor-context.ts";
import { ItemActions } from "./item-actions.tsx";
import { itemLabel, priceParts, thumbnailUrl } from "./item-format.ts";
import { ItemIconList } from "./item-icons.tsx";
import { ItemSoldOutBadge } from "./item-sold-out.tsx";
import classes from "./menu-editor.module.css";

/** A closed item: one compact line; a click opens its form. */
export function ItemView({ item, groupId, handle }: { item: MenuItem; groupId: string; handle: ReactNode }) {
  const actions = useEditorActions();
  const { currency } = useEditorSettings();
  const isHidden = item.available === false;
  const label = itemLabel(item);
  const prices = priceParts(item, currency);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="sm"
      py={10}
      className={classes.itemLine}
      data-hidden={isHidden || undefined}
      role="group"
      aria-label={`Item ${label}`}
    >
      {handle}
      <UnstyledButton
        onClick={() => actions.expandItem(item.id)}
        aria-label={`Edit ${label}`}
        aria-expanded={false}
        className={isHidden ? hiddenLook.dimmed : undefined}
        style={{ flex: 1, minWidth: 0 }}
      >
        <div className={classes.itemBody} data-photo={item.preview ? "" : undefined}>
          {item.preview ? (
            <Image
              src={thumbnailUrl(item.preview)}
              alt={item.previewAltText || ""}
              w={56}
              h={56}
              radius="md"
              fit="cover"
              className={classes.itemPhoto}
            />
          ) : (
            <ThemeIcon
              variant="light"
              color="gray"
              size={56}
              radius="md"
              aria-hidden
              visibleFrom="xs"
              className={classes.itemPhoto}
            >
              <IconPhoto size={22} stroke={1.4} />
            </ThemeIcon>
          )}
          <Stack gap={2} className={classes.itemText}>
            {/* The whole name, wrapped: on a phone "Queso Fundido with Chorizo" must not end in "Queso Fun…". */}
            <Group gap={8} wrap="wrap">
              <Text fw={600} c={item.name.trim() ? undefined : "dimmed"} style={{ overflowWrap: "anywhere" }}>
                {label}
              </Text>
              <ItemIconList icons={item.icons} size={18} />
              {isHidden ? (
                <Badge size="xs" variant="outline" color="gray">
                  Hidden
                </Badge>
              ) : null}
              <ItemSoldOutBadge itemId={item.id} />
            </Group>
            {item.description ? (
              <Text fz="sm" c="dimmed" lineClamp={2}>
                {item.description}
              </Text>
            ) : null}
            {item.modifiers.length > 0 ? (
              <Text fz="xs" c="dimmed">
                {item.modifiers.map((group) => group.name || "Options").join(" · ")}
              </Text>
            ) : null}
          </Stack>
          {/* Beside the text from xs up, under it on a phone (menu-editor.module.css). */}
          <Text fw={600} fz="sm" className={classes.itemPrices}>
            {prices.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the item's price rows, by position
              <span key={index}>
                {index > 0 ? " · " : ""}
                {part}
              </span>
            ))}
          </Text>
        </div>
      </UnstyledButton>
      <ItemActions item={item} groupId={groupId} />
    </Group>
  );
}
