import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { IconPlus, IconUpload, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { ICON_GROUPS, iconSvg, type LibraryIcon, pickerIcons } from "../../../../shared/menus/icons.ts";
import { type ItemIcon, MAX_ICONS_PER_ITEM } from "../../../../shared/menus/menu.ts";
import { placeIcon } from "../../../../shared/menus/menu-tree.ts";
import { useImageUpload } from "../../../ui/use-image-upload.ts";
import { ItemIconBadge } from "../editor/item-icons.tsx";
import { type MemberImage, useMemberIconsQuery } from "./images-api.ts";
import { UploadProblemModal } from "./upload-problem-modal.tsx";

const GROUPED = ICON_GROUPS.map((group) => ({
  group,
  icons: pickerIcons().filter((icon) => icon.group === group),
}));

const fromLibrary = (icon: LibraryIcon): ItemIcon => ({
  type: "library",
  iconKey: icon.key,
  hoverText: icon.label,
  altText: icon.altText,
  source: "library",
});

/** The key inside an uploaded icon's path ("icon-uploads/…"). */
function uploadedKey(image: MemberImage): string {
  const match = /[?&]key=([^&]+)/.exec(image.path);
  return match?.[1] ? decodeURIComponent(match[1]) : image.path;
}

const fromUpload = (image: MemberImage): ItemIcon => ({
  type: "upload",
  iconKey: uploadedKey(image),
  hoverText: image.altText || "Custom icon",
  path: image.path,
  altText: image.altText || "Custom icon",
  source: image.source,
});

interface IconPickerModalProps {
  opened: boolean;
  businessId: string;
  icons: ItemIcon[];
  itemName: string;
  onChange: (icons: ItemIcon[]) => void;
  onClose: () => void;
}

/**
 * The menu icon picker: clicking one of the item's icons selects its index (the next choice replaces
 * it); clicking the empty space selects the append position. At most MAX_ICONS_PER_ITEM icons.
 */
export function IconPickerModal({
  opened,
  businessId,
  icons,
  itemName,
  onChange,
  onClose,
}: IconPickerModalProps) {
  const [selected, setSelected] = useState(icons.length);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened picker starts at the append position
  useEffect(() => {
    if (opened) setSelected(icons.length);
  }, [opened]);

  const isFull = selected >= icons.length && icons.length >= MAX_ICONS_PER_ITEM;
  const choose = (icon: ItemIcon) => {
    if (isFull) return;
    const next = placeIcon(icons, icon, selected, MAX_ICONS_PER_ITEM);
    onChange(next);
    setSelected(selected >= icons.length ? next.length : selected);
  };

  const uploads = useMemberIconsQuery(businessId, opened);
  const upload = useImageUpload({
    businessId,
    kind: "icon",
    onUploaded: (image) => choose(fromUpload(image)),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Icons for ${itemName || "this item"}`} size={720}>
      <Stack gap="md">
        <SelectedIcons
          icons={icons}
          selected={selected}
          isFull={isFull}
          onSelect={setSelected}
          onChange={onChange}
        />

        <Stack gap="sm" mah={420} style={{ overflowY: "auto" }} pr="xs">
          <LibraryIcons isFull={isFull} onChoose={choose} />
          <YourIcons uploads={uploads} upload={upload} isFull={isFull} onChoose={choose} />
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The item's icons, each selectable (the next choice replaces it) and removable, then the append position. */
function SelectedIcons(props: {
  icons: ItemIcon[];
  selected: number;
  isFull: boolean;
  onSelect: (index: number) => void;
  onChange: (icons: ItemIcon[]) => void;
}) {
  const { icons, selected, isFull, onSelect: setSelected, onChange } = props;
  return (
    <Box>
      <Group justify="space-between" mb={6}>
        <Text fw={600} fz="sm">
          This item's icons
        </Text>
        <Text fz="xs" c="dimmed">
          {icons.length}/{MAX_ICONS_PER_ITEM}
        </Text>
      </Group>
      <Group
        gap={8}
        p="xs"
        role="listbox"
        aria-label="Selected icons"
        onClick={(event) => {
          if (event.target === event.currentTarget) setSelected(icons.length);
        }}
        style={{
          minHeight: 56,
          border: "1px solid var(--mantine-color-gray-3)",
          borderRadius: "var(--mantine-radius-md)",
          background: "var(--mantine-color-gray-0)",
          cursor: "pointer",
        }}
      >
        {icons.map((icon, index) => (
          <Group
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
            key={`${icon.iconKey}-${index}`}
            gap={0}
            wrap="nowrap"
            style={{
              borderRadius: 8,
              outline:
                selected === index ? "2px solid var(--mantine-color-terracotta-6)" : "1px solid transparent",
              background: "white",
            }}
          >
            <UnstyledButton
              role="option"
              aria-selected={selected === index}
              aria-label={`Icon ${index + 1}: ${icon.hoverText ?? icon.iconKey}`}
              onClick={() => setSelected(index)}
              p={6}
            >
              <ItemIconBadge icon={icon} size={28} />
            </UnstyledButton>
            <ActionIcon
              size="xs"
              variant="subtle"
              color="gray"
              aria-label={`Remove icon ${icon.hoverText ?? icon.iconKey}`}
              onClick={() => {
                onChange(icons.filter((_, at) => at !== index));
                setSelected(icons.length - 1);
              }}
            >
              <IconX size={12} />
            </ActionIcon>
          </Group>
        ))}
        {icons.length < MAX_ICONS_PER_ITEM ? (
          <UnstyledButton
            role="option"
            aria-selected={selected >= icons.length}
            aria-label="Add an icon at the end"
            onClick={() => setSelected(icons.length)}
            w={40}
            h={40}
            style={{
              display: "grid",
              placeItems: "center",
              borderRadius: 8,
              border: `2px dashed var(--mantine-color-${selected >= icons.length ? "terracotta-6" : "gray-4"})`,
            }}
          >
            <IconPlus size={16} />
          </UnstyledButton>
        ) : null}
      </Group>
      <Text fz="xs" c={isFull ? "orange.8" : "dimmed"} mt={6}>
        {isFull
          ? `An item can have at most ${MAX_ICONS_PER_ITEM} icons. Select one above to replace it.`
          : selected < icons.length
            ? `Choose an icon to replace icon ${selected + 1}.`
            : "Choose an icon to add it."}
      </Text>
    </Box>
  );
}

/** The library's icons by group; a full item takes no more. */
function LibraryIcons({ isFull, onChoose: choose }: { isFull: boolean; onChoose: (icon: ItemIcon) => void }) {
  return (
    <>
      {GROUPED.map(({ group, icons: library }) => (
        <Box key={group}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
            {group}
          </Text>
          {/* Two columns on a phone: three left "Veget…" and "Pescat…" no room for a whole word. */}
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing={6}>
            {library.map((icon) => (
              <Tooltip key={icon.key} label={icon.label} withArrow openDelay={150}>
                <UnstyledButton
                  onClick={() => choose(fromLibrary(icon))}
                  disabled={isFull}
                  aria-label={icon.label}
                  p={6}
                  style={{ borderRadius: 8, opacity: isFull ? 0.5 : 1 }}
                  className="icon-choice"
                >
                  <Group gap={8} wrap="nowrap">
                    <Box
                      component="span"
                      display="inline-flex"
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: library SVG, escaped at the source
                      dangerouslySetInnerHTML={{ __html: iconSvg(icon, 26) }}
                    />
                    <Text fz="xs" lineClamp={2}>
                      {icon.label}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Tooltip>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </>
  );
}

/** The member's uploaded icons, and the upload that adds one (and chooses it). */
function YourIcons(props: {
  uploads: ReturnType<typeof useMemberIconsQuery>;
  upload: ReturnType<typeof useImageUpload>;
  isFull: boolean;
  onChoose: (icon: ItemIcon) => void;
}) {
  const { uploads, isFull, onChoose: choose } = props;
  const { inputRef, problem, clearProblem, isUploading, upload } = props.upload;
  return (
    <Box>
      <Group justify="space-between" mb={6}>
        <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
          Your icons
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconUpload size={12} />}
          loading={isUploading}
          onClick={() => inputRef.current?.click()}
        >
          Upload icon
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          aria-label="Icon file"
          hidden
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
      </Group>
      <UploadProblemModal message={problem} onClose={clearProblem} />
      {uploads.isError ? (
        <Text fz="xs" c="red.8">
          We couldn't load your icons.{" "}
          <Anchor component="button" fz="xs" onClick={() => void uploads.refetch()}>
            Try again
          </Anchor>
        </Text>
      ) : (uploads.data ?? []).length === 0 ? (
        <Text fz="xs" c="dimmed">
          Upload your own icon (a square PNG works best) to use it on any item.
        </Text>
      ) : (
        <Group gap={6}>
          {(uploads.data ?? []).map((image) => (
            <UnstyledButton
              key={image.id}
              onClick={() => choose(fromUpload(image))}
              disabled={isFull}
              aria-label={`Your icon ${image.altText || image.id}`}
              p={4}
              style={{ borderRadius: 8, border: "1px solid var(--mantine-color-gray-3)" }}
            >
              <Image src={image.path} alt={image.altText} w={32} h={32} fit="contain" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Box>
  );
}
