import {
  Alert,
  Box,
  Button,
  Divider,
  Group,
  Loader,
  Popover,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useRef, useState } from "react";
import type { SoldOutEntry, SoldOutUntil } from "../../../shared/service/service-status.ts";
import {
  findSoldOutEntry,
  type MarkableItem,
  SOLD_OUT_LABELS,
  useMarkableItems,
  useMarkSoldOut,
  useSoldOut,
} from "../../api/sold-out.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { notifyError } from "../../ui/notify.ts";

// The kitchen's switches: every item guests can order, and each of its options, marked sold out for today or
// until turned back on. The Orders screen opens it in a drawer, the kitchen screen embeds it (compact).

type Choose = (until: SoldOutUntil | null) => void;

/** The line under a sold-out name; the switch beside it already says "Sold out". */
const STATUS_LINES: Record<SoldOutUntil, string> = {
  today: SOLD_OUT_LABELS.today,
  manual: "Until you turn it back on",
};

/** One item's or option's switch; turning it on asks until when. */
export function SoldOutSwitch({
  name,
  entry,
  isOption = false,
  compact = false,
  onChoose,
}: {
  name: string;
  entry: SoldOutEntry | undefined;
  isOption?: boolean;
  compact?: boolean;
  onChoose: Choose;
}) {
  const [isAsking, setIsAsking] = useState(false);
  const switchRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  // Mantine hands focus back only when the popover had taken it before it closed; closed while still opening (a
  // quick Escape on a busy tablet), its focus trap can take focus into the leaving popover after focus was handed
  // back, and it then goes with the popover. Once the popover has left, focus still in it, or left on nothing,
  // goes back to the switch.
  const keepFocusHere = () => {
    setTimeout(() => {
      const active = document.activeElement;
      const isLost = !active || active === document.body || !active.isConnected;
      if (isLost || dropdownRef.current?.contains(active)) switchRef.current?.focus();
    });
  };
  const choose = (until: SoldOutUntil) => {
    setIsAsking(false);
    onChoose(until);
  };
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={compact ? 4 : 8}
      pl={isOption ? "lg" : 0}
      mih={48}
      role="group"
      aria-label={isOption ? `Option ${name}` : `Item ${name}`}
    >
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text fw={isOption ? 400 : 600} size={isOption ? "sm" : "md"} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
        {entry ? (
          <Text size="sm" c="red.8" fw={600}>
            {STATUS_LINES[entry.until]}
          </Text>
        ) : null}
      </Stack>
      {/* Closed (Escape, a choice, a tap outside), it hands focus back to its switch, not to the page. */}
      <Popover
        opened={isAsking}
        onChange={setIsAsking}
        position="bottom-end"
        withArrow
        shadow="md"
        trapFocus
        returnFocus
        onExitTransitionEnd={keepFocusHere}
      >
        <Popover.Target>
          <Switch
            ref={switchRef}
            size="lg"
            color="red"
            label="Sold out"
            labelPosition="left"
            aria-label={`Sold out: ${name}`}
            // While the popover asks, an Escape pressed before focus has moved into it (a quick hand, a busy
            // tablet) closes the popover alone, not the drawer around it.
            data-mantine-stop-propagation={isAsking ? "true" : undefined}
            onKeyDown={(event) => {
              if (isAsking && event.key === "Escape") setIsAsking(false);
            }}
            checked={entry !== undefined || isAsking}
            onChange={(event) => {
              if (event.currentTarget.checked) setIsAsking(true);
              else onChoose(null);
            }}
            styles={{ body: { alignItems: "center" }, label: { cursor: "pointer" } }}
          />
        </Popover.Target>
        <Popover.Dropdown ref={dropdownRef} aria-label={`Sold out until when: ${name}`}>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Sold out until when?
            </Text>
            {/* Escape here closes the popover alone: Mantine's drawer leaves an Escape from these to it. */}
            <Button
              size="md"
              color="red"
              onClick={() => choose("today")}
              data-mantine-stop-propagation="true"
            >
              For today
            </Button>
            <Button
              size="md"
              variant="default"
              onClick={() => choose("manual")}
              data-mantine-stop-propagation="true"
            >
              Until I turn it back on
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

const matches = (text: string, search: string) => text.toLocaleLowerCase().includes(search);

/** The items whose name, or one of whose options' names, holds the search; an item matched shows all its options. */
function filterItems(items: readonly MarkableItem[], search: string) {
  const term = search.trim().toLocaleLowerCase();
  const shown: { entry: MarkableItem; options: { id: string; name: string }[] }[] = [];
  for (const entry of items) {
    const options = entry.item.modifiers.flatMap((group) => group.entries);
    if (!term || matches(entry.item.name, term)) shown.push({ entry, options });
    else {
      const matching = options.filter((option) => matches(option.name, term));
      if (matching.length > 0) shown.push({ entry, options: matching });
    }
  }
  return shown;
}

/** The sold-out switches of a business's items and options, searchable. */
export function SoldOutPanel({ businessId, compact = false }: { businessId: string; compact?: boolean }) {
  const soldOut = useSoldOut(businessId);
  const items = useMarkableItems(businessId);
  const mark = useMarkSoldOut(businessId);
  const [search, setSearch] = useState("");
  const shown = useMemo(() => filterItems(items.data ?? [], search), [items.data, search]);
  const menuCount = new Set((items.data ?? []).map((entry) => entry.menuId)).size;

  if (items.isPending || soldOut.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader role="status" size="sm" aria-label="Loading items" />
      </Group>
    );
  if (items.isError) return <LoadFailed what="your items" onRetry={() => items.refetch()} />;
  if (soldOut.isError) return <LoadFailed what="what is sold out" onRetry={() => soldOut.refetch()} />;

  const choose =
    (ids: { menuId: string; itemId: string; entryId?: string }) => (until: SoldOutUntil | null) =>
      mark.mutate({ ...ids, until }, { onError: notifyError });
  const count = soldOut.data.length;
  let lastMenu: string | null = null;
  return (
    <Stack gap={compact ? "xs" : "sm"}>
      <Text size="sm" c="dimmed">
        {count === 0
          ? "Nothing is sold out. Guests can order every item."
          : `${count} sold out. Guests see it at once and cannot order it; “For today” comes back at your next opening.`}
      </Text>
      <TextInput
        label="Search items and options"
        placeholder="Pizza, extra cheese…"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="md"
      />
      {items.data.length === 0 ? (
        <Alert color="gray">Your menus have no items yet. Add items in the menu editor, then publish.</Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed">No item or option matches “{search.trim()}”.</Text>
      ) : (
        <Box>
          {shown.map(({ entry, options }) => {
            const heading = menuCount > 1 && entry.menuId !== lastMenu ? entry.menuName : null;
            lastMenu = entry.menuId;
            const ids = { menuId: entry.menuId, itemId: entry.item.id };
            return (
              <Box key={`${entry.menuId}/${entry.item.id}`}>
                {heading ? (
                  <Title order={4} fz="sm" tt="uppercase" c="dimmed" mt="md" mb={4}>
                    {heading}
                  </Title>
                ) : null}
                <SoldOutSwitch
                  name={entry.item.name || "Unnamed item"}
                  entry={findSoldOutEntry(soldOut.data, ids)}
                  compact={compact}
                  onChoose={choose(ids)}
                />
                {options.map((option) => (
                  <SoldOutSwitch
                    key={option.id}
                    name={option.name || "Unnamed option"}
                    entry={findSoldOutEntry(soldOut.data, { ...ids, entryId: option.id })}
                    isOption
                    compact={compact}
                    onChoose={choose({ ...ids, entryId: option.id })}
                  />
                ))}
                <Divider />
              </Box>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
