import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Anchor, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconExternalLink, IconGripVertical, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { UNDO_NOTICE_MS } from "../../../shared/common/constants.ts";
import { WEBSITE_MESSAGES, type WebsitePage } from "../../../shared/website/website.ts";
import { notifyError } from "../../ui/notify.ts";
import { MoveButtons, reorderAccessibility } from "../../ui/reorder.tsx";
import { pagesKey, useRefreshPages, websiteApi } from "./website-api.ts";

/** The pages in their order: drag to reorder, show in navigation or not, delete with undo. */
export function PageList({
  businessId,
  pages,
  guestBase,
}: {
  businessId: string;
  pages: WebsitePage[];
  /** The published menu page's address, or null while the site is unpublished. */
  guestBase: string | null;
}) {
  const queryClient = useQueryClient();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const key = pagesKey(businessId);
  const refresh = useRefreshPages(businessId);

  const accessibility = reorderAccessibility((id) => pages.find((page) => page.id === id)?.title, "a page");
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    return movePage(
      String(active.id),
      pages.findIndex((page) => page.id === over.id),
    );
  }

  // A drag and Move up / Move down save the same way.
  async function movePage(pageId: string, to: number) {
    const from = pages.findIndex((page) => page.id === pageId);
    const moved = arrayMove(pages, from, to);
    queryClient.setQueryData(key, moved);
    try {
      queryClient.setQueryData(
        key,
        await websiteApi.reorder(
          businessId,
          moved.map((page) => page.id),
        ),
      );
    } catch (error) {
      notifyError(error);
    }
    await refresh();
  }

  async function toggle(page: WebsitePage, showInNav: boolean) {
    // A read of the list still on its way (the screen just opened) would put the old switch back.
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<WebsitePage[]>(key, (list) =>
      list?.map((entry) => (entry.id === page.id ? { ...entry, showInNav } : entry)),
    );
    try {
      await websiteApi.update(businessId, page.id, { version: page.version, showInNav });
    } catch (error) {
      notifyError(error);
    }
    await refresh();
  }

  async function remove(page: WebsitePage) {
    try {
      const removed = await websiteApi.remove(businessId, page.id);
      await refresh();
      const id = `page-deleted-${removed.id}`;
      notifications.show({
        id,
        autoClose: UNDO_NOTICE_MS,
        color: "dark",
        message: (
          <Group justify="space-between" gap="md" wrap="nowrap">
            <Text fz="sm">{WEBSITE_MESSAGES.deleted}</Text>
            <Anchor
              component="button"
              type="button"
              fz="sm"
              fw={600}
              onClick={async () => {
                notifications.hide(id);
                try {
                  // The page comes back where it was, with its address and text.
                  await websiteApi.create(businessId, {
                    title: removed.title,
                    slug: removed.slug,
                    body: removed.body,
                    showInNav: removed.showInNav,
                    sequence: removed.sequence,
                  });
                  notifications.show({ color: "teal", message: WEBSITE_MESSAGES.restored, autoClose: 3000 });
                } catch (error) {
                  notifyError(error);
                }
                await refresh();
              }}
            >
              Undo
            </Anchor>
          </Group>
        ),
      });
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={pages.map((page) => page.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Website pages">
          {pages.map((page, index) => (
            <PageRow
              key={page.id}
              page={page}
              move={
                <MoveButtons
                  name={page.title}
                  index={index}
                  total={pages.length}
                  onMove={(to) => movePage(page.id, to)}
                />
              }
              guestUrl={guestBase ? `${guestBase}/p/${encodeURIComponent(page.slug)}` : null}
              onToggle={(value) => toggle(page, value)}
              onRemove={() => remove(page)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function PageRow({
  page,
  move,
  guestUrl,
  onToggle,
  onRemove,
}: {
  page: WebsitePage;
  /** Move up / Move down, beside the drag handle. */
  move: ReactNode;
  guestUrl: string | null;
  onToggle: (showInNav: boolean) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: page.id });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-page-row={page.slug}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Drag ${page.title} to reorder`}
          style={{ cursor: "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        {move}
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          {/* The whole title and address, wrapped: on a phone a cut title does not say which page it is. */}
          <Anchor
            component={Link}
            to={`/app/website/pages/${page.id}`}
            fw={600}
            style={{ overflowWrap: "anywhere" }}
          >
            {page.title}
          </Anchor>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            /p/{page.slug}
          </Text>
        </Stack>
        <Switch
          size="sm"
          checked={page.showInNav}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          aria-label={`Show ${page.title} in navigation`}
          label={
            <Text fz="xs" visibleFrom="xs">
              In navigation
            </Text>
          }
        />
        {guestUrl ? (
          <ActionIcon
            component="a"
            href={guestUrl}
            target="_blank"
            rel="noopener"
            variant="subtle"
            color="gray"
            aria-label={`Open ${page.title} as guests see it`}
          >
            <IconExternalLink size={18} />
          </ActionIcon>
        ) : null}
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${page.title}`} onClick={onRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
