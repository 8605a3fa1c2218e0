import { Box, Group, Stack, Text } from "@mantine/core";
import { isAnnouncementVisible, readAnnouncement } from "../../shared/announcement.ts";
import type { LocationResponse } from "../../shared/api.ts";
import type { BusinessConfig } from "../../shared/business-config.ts";
import { readBrandColors } from "../../shared/color-presets.ts";
import { WEEKDAYS } from "../../shared/constants.ts";
import { describeStatus, openStatus } from "../../shared/hours.ts";
import { readHours } from "../../shared/hours-schema.ts";
import type { Menu, MenuItem } from "../../shared/menu.ts";
import { formatPrice } from "../../shared/money.ts";
import { formatUsPhone } from "../../shared/phone.ts";

export type PreviewLocation = Omit<LocationResponse, "internalId">;

interface GuestPreviewProps {
  config: BusinessConfig;
  location: PreviewLocation;
  menus: Menu[];
  now?: Date;
  /** How many sections and items to draw: the preview is a miniature, not the page. */
  maxGroups?: number;
  maxItems?: number;
}

function fullAddress(location: PreviewLocation): string {
  const street = [location.address, location.address2].filter(Boolean).join(", ");
  const region = [location.state, location.zip].filter(Boolean).join(" ");
  return [street, location.city, region].filter(Boolean).join(", ");
}

function priceText(item: MenuItem, currency: string | undefined): string {
  if (item.sizes.length > 0) {
    return item.sizes
      .map((size, index) => {
        const price = item.prices[index];
        return `${size} ${typeof price === "number" ? formatPrice(price, currency) : ""}`.trim();
      })
      .join(" · ");
  }
  const price = item.prices[0];
  return typeof price === "number" ? formatPrice(price, currency) : "";
}

/**
 * A faithful miniature of the guest page (src/server/public-page/render.ts + guest.css): the same colours,
 * header, status line (the shared hours code) and the first sections of the first menu. It draws the draft,
 * which guests see only after Publish Changes.
 */
export function GuestPreview({
  config,
  location,
  menus,
  now = new Date(),
  maxGroups = 3,
  maxItems = 4,
}: GuestPreviewProps) {
  const colors = readBrandColors(config);
  const announcement = readAnnouncement(config.announcementBanner);
  const hours = readHours(config.hours);
  const hasHours = WEEKDAYS.some((day) => hours[day].open && hours[day].hours.length > 0);
  const use24 = config.use24HourFormat ?? false;
  const status = config.closedNow
    ? { open: false, closesAt: null, nextOpening: null }
    : openStatus(hours, now, { timeZone: config.timeZone, offsetMinutes: config.timeZoneOffset ?? 0 });
  const phone = config.phone || location.phone;
  const visibleMenus = menus
    .filter((menu) => menu.active && !menu.removed)
    .sort((a, b) => a.sequence - b.sequence);
  const menu = visibleMenus[0];
  const groups = (menu?.nodes ?? []).filter((group) => group.nodes.length > 0 || group.description);
  const address = fullAddress(location);
  const pill = {
    border: "1px solid currentColor",
    borderRadius: 999,
    padding: "4px 10px",
    fontSize: 12,
    display: "inline-flex",
    alignItems: "center",
    gap: 6,
  } as const;

  return (
    <Box
      role="img"
      aria-label={`Preview of the menu page of ${location.name}`}
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
      <Box style={{ maxHeight: 620, overflowY: "auto" }}>
        {announcement && isAnnouncementVisible(announcement, now) ? (
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
        <Box
          px="md"
          pt="lg"
          pb="md"
          ta="center"
          style={{ background: colors.bannerColor, color: colors.bannerTextColor }}
        >
          {config.logo ? (
            <img
              src={config.logo}
              alt={`${location.name} logo`}
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
          {config.showBusinessName === false ? null : (
            <Text
              component="div"
              fw={700}
              fz={20}
              lh={1.2}
              mb={4}
              style={{ color: colors.businessNameColor }}
            >
              {location.name}
            </Text>
          )}
          {config.showAddress && address ? (
            <Text component="div" fz={12} mb={8}>
              {address}
            </Text>
          ) : null}
          <Group gap={6} justify="center">
            {hasHours || config.closedNow ? (
              <span style={pill}>
                <span
                  aria-hidden
                  style={{
                    width: 7,
                    height: 7,
                    borderRadius: "50%",
                    background: status.open ? "#1b7f3a" : "#b3261e",
                  }}
                />
                {describeStatus(status, use24)}
              </span>
            ) : null}
            {config.showPhone && phone ? <span style={pill}>Call {formatUsPhone(phone)}</span> : null}
          </Group>
        </Box>
        {visibleMenus.length > 1 ? (
          <Group
            gap={6}
            px="sm"
            py={8}
            wrap="nowrap"
            style={{ borderBottom: "1px solid #e5e5e5", overflow: "hidden" }}
          >
            {visibleMenus.slice(0, 4).map((entry) => (
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
                  background: entry.id === menu?.id ? "#111" : "#f1f1f1",
                  color: entry.id === menu?.id ? "#fff" : "#111",
                }}
              >
                {entry.name}
              </Text>
            ))}
          </Group>
        ) : null}
        <Stack gap="md" p="md">
          {!menu ? (
            <Text fz={13} ta="center" c="dimmed">
              There is no menu to show yet.
            </Text>
          ) : groups.length === 0 ? (
            <Text fz={13} ta="center" c="dimmed">
              This menu has no items yet.
            </Text>
          ) : (
            groups.slice(0, maxGroups).map((group) => (
              <Box key={group.id}>
                <Text fw={700} fz={15} mb={6}>
                  {group.name || "Unnamed Group"}
                </Text>
                <Stack gap={8}>
                  {group.nodes.slice(0, maxItems).map((item) => (
                    <Box key={item.id} pb={8} style={{ borderBottom: "1px solid #f0f0f0" }}>
                      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                        <Text fz={13} fw={600}>
                          {item.name || "Unnamed item"}
                        </Text>
                        <Text fz={13} fw={600} style={{ whiteSpace: "nowrap" }}>
                          {priceText(item, config.currency)}
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
        {config.orderNowButton && config.orderNowPhone ? (
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
