import { Box, Group, Stack, Text } from "@mantine/core";
import type { BusinessConfig } from "../../shared/businesses/business-config.ts";
import { formatUsPhone } from "../../shared/common/phone.ts";
import { type DraftMenu, type GuestItem, guestViewOfDraft } from "../../shared/guest-page/guest-view.ts";
import { readableBrandColors } from "../../shared/guest-page/readable-colors.ts";
import type { SnapshotLocation } from "../../shared/publishing/public-page.ts";

export type PreviewLocation = SnapshotLocation;

interface GuestPreviewProps {
  config: BusinessConfig;
  location: PreviewLocation;
  menus: readonly DraftMenu[];
  now?: Date;
  /** How many sections and items to draw: the preview is a miniature, not the page. */
  maxGroups?: number;
  maxItems?: number;
}

/** The price beside an item's name, as the page prints it (single price, or each size with its price). */
function priceText(item: GuestItem): string {
  return item.prices.map((price) => (item.hasSizes ? `${price.size} ${price.text}` : price.text)).join(" · ");
}

/**
 * A faithful miniature of the guest page (src/server/public-page/render.ts + guest.css): the same colours,
 * header, status line and the first sections of the first menu. Both draw the shared guest view
 * (src/shared/guest-page/guest-view.ts) of the draft, filtered as Publish Changes filters it; guests see it only after
 * Publish Changes.
 */
export function GuestPreview({
  config,
  location,
  menus,
  now = new Date(),
  maxGroups = 3,
  maxItems = 4,
}: GuestPreviewProps) {
  const guest = guestViewOfDraft({ config, location, menus }, { now });
  // As guests will see them: text colours too light or dark for their background come at a readable shade.
  const colors = readableBrandColors(guest.config);
  const { announcement, chosen: menu } = guest;
  return (
    <Box
      style={{
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        color: colors.menuTextColor,
        background: "#fff",
        borderRadius: 24,
        border: "8px solid #1d1d1f",
        overflow: "hidden",
        boxShadow: "0 12px 32px rgba(0,0,0,.12)",
      }}
    >
      {/* The picture is the part that scrolls, so it takes the keyboard's focus: arrow keys scroll it. */}
      <Box
        role="img"
        aria-label={`Preview of the menu page of ${location.name}`}
        tabIndex={0}
        style={{ maxHeight: 620, overflowY: "auto" }}
      >
        {announcement ? (
          <Box
            px="md"
            py={8}
            ta="center"
            fw={600}
            fz={13}
            style={{
              background: announcement.backgroundColor ?? "#111111",
              color: announcement.textColor ?? "#ffffff",
            }}
          >
            {announcement.text}
          </Box>
        ) : null}
        <PreviewHeader guest={guest} colors={colors} logoAlt={`${location.name} logo`} />
        {guest.tabs.length > 1 ? <PreviewTabs tabs={guest.tabs} chosenId={menu?.id} /> : null}
        <PreviewMenu menu={menu} maxGroups={maxGroups} maxItems={maxItems} />
        {guest.orderPhone ? (
          <Box p="md" pt={0}>
            <Box
              ta="center"
              py={10}
              fw={700}
              fz={14}
              style={{ background: "#111", color: "#fff", borderRadius: 999 }}
            >
              Order Now
            </Box>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

type GuestView = ReturnType<typeof guestViewOfDraft>;

const PILL = {
  border: "1px solid currentColor",
  borderRadius: 999,
  padding: "4px 10px",
  fontSize: 12,
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
} as const;

/** The banner: logo, name, address, and the status and phone pills. */
function PreviewHeader(props: {
  guest: GuestView;
  colors: ReturnType<typeof readableBrandColors>;
  logoAlt: string;
}) {
  const { guest, colors, logoAlt } = props;
  const { status } = guest;
  return (
    <Box
      px="md"
      pt="lg"
      pb="md"
      ta="center"
      style={{ background: colors.bannerColor, color: colors.bannerTextColor }}
    >
      {guest.logo ? (
        <img
          src={guest.logo}
          alt={logoAlt}
          width={64}
          height={64}
          style={{
            objectFit: "contain",
            borderRadius: 12,
            background: "#fff",
            display: "block",
            margin: "0 auto 8px",
          }}
        />
      ) : null}
      {guest.isNameShown ? (
        <Text component="div" fw={700} fz={20} lh={1.2} mb={4} style={{ color: colors.businessNameColor }}>
          {guest.name}
        </Text>
      ) : null}
      {guest.headerAddress ? (
        <Text component="div" fz={12} mb={8}>
          {guest.headerAddress}
        </Text>
      ) : null}
      <Group gap={6} justify="center">
        {status ? (
          <span style={PILL}>
            <span
              aria-hidden
              style={{
                width: 7,
                height: 7,
                borderRadius: "50%",
                background: status.open ? "#1b7f3a" : "#b3261e",
              }}
            />
            {status.text}
          </span>
        ) : null}
        {guest.phone ? <span style={PILL}>Call {formatUsPhone(guest.phone)}</span> : null}
      </Group>
    </Box>
  );
}

/** The first four menus' tabs, the chosen one dark. */
function PreviewTabs({ tabs, chosenId }: { tabs: GuestView["tabs"]; chosenId: string | undefined }) {
  return (
    <Group
      gap={6}
      px="sm"
      py={8}
      wrap="nowrap"
      style={{ borderBottom: "1px solid #e5e5e5", overflow: "hidden" }}
    >
      {tabs.slice(0, 4).map((entry) => (
        <Text
          key={entry.id}
          component="span"
          fz={12}
          fw={600}
          px={10}
          py={4}
          style={{
            borderRadius: 999,
            whiteSpace: "nowrap",
            background: entry.id === chosenId ? "#111" : "#f1f1f1",
            color: entry.id === chosenId ? "#fff" : "#111",
          }}
        >
          {entry.name}
        </Text>
      ))}
    </Group>
  );
}

/** The chosen menu's first sections and their first items, or why there is nothing to show. */
function PreviewMenu(props: { menu: GuestView["chosen"]; maxGroups: number; maxItems: number }) {
  const { menu, maxGroups, maxItems } = props;
  return (
    <Stack gap="md" p="md">
      {!menu ? (
        <Text fz={13} ta="center" c="dimmed">
          There is no menu to show yet.
        </Text>
      ) : menu.groups.length === 0 ? (
        <Text fz={13} ta="center" c="dimmed">
          This menu has no items yet.
        </Text>
      ) : (
        menu.groups.slice(0, maxGroups).map((group) => (
          <Box key={group.id}>
            <Text fw={700} fz={15} mb={6}>
              {group.name}
            </Text>
            <Stack gap={8}>
              {group.items.slice(0, maxItems).map((item) => (
                <Box key={item.id} data-guest-item pb={8} style={{ borderBottom: "1px solid #f0f0f0" }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text fz={13} fw={600} data-guest-name>
                      {item.name}
                    </Text>
                    <Text fz={13} fw={600} data-guest-price style={{ whiteSpace: "nowrap" }}>
                      {priceText(item)}
                    </Text>
                  </Group>
                  {item.description ? (
                    <Text fz={12} lineClamp={2} style={{ opacity: 0.8 }}>
                      {item.description}
                    </Text>
                  ) : null}
                </Box>
              ))}
            </Stack>
          </Box>
        ))
      )}
    </Stack>
  );
}
