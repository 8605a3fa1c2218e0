import { Badge, Box, Divider, Group, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import {
  IconAward,
  IconCalendarEvent,
  IconChartBar,
  IconChefHat,
  IconGift,
  IconHelpCircle,
  IconMessageCircle,
  IconPalette,
  IconQrcode,
  IconReceipt2,
  IconSettings,
  IconShare,
  IconTicket,
  IconToolsKitchen2,
  IconUsers,
  IconWorldWww,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link, useLocation } from "react-router";
import { useDashboard } from "../api/dashboard-context.tsx";
import { useWaitingCount } from "../widgets/orders/order-alerts.tsx";
import { PublishReadiness } from "../widgets/publish/publish-readiness.tsx";
import { ShareModal } from "../widgets/share/share-modal.tsx";
import { useSupportMailto } from "../widgets/support/use-support-mail.ts";
import { LocationSwitcher } from "./location-switcher.tsx";

interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  isActive: (pathname: string) => boolean;
  /** A count beside the label (orders waiting). */
  count?: number;
}

const ICON_SIZE = 20;

/** The screens in the order the owner meets them; the ordering screens only while ordering is on. */
function navItems(business: { id: string; orderingEnabled: boolean }, waitingCount: number): NavItem[] {
  return [
    {
      label: "Menus",
      to: `/app/biz/${business.id}/menus`,
      icon: <IconToolsKitchen2 size={ICON_SIZE} stroke={1.6} />,
      isActive: (path) => path === "/app" || path.startsWith("/app/biz"),
    },
    {
      label: "Appearance",
      to: "/app/designs",
      icon: <IconPalette size={ICON_SIZE} stroke={1.6} />,
      isActive: (path) => path.startsWith("/app/designs"),
    },
    ...(business.orderingEnabled
      ? [
          {
            label: "Orders",
            to: "/app/orders",
            icon: <IconReceipt2 size={ICON_SIZE} stroke={1.6} />,
            isActive: (path: string) => path.startsWith("/app/orders"),
            count: waitingCount,
          },
          // The pass's board of tickets, for a tablet in the kitchen.
          {
            label: "Kitchen",
            to: "/app/kitchen",
            icon: <IconChefHat size={ICON_SIZE} stroke={1.6} />,
            isActive: (path: string) => path.startsWith("/app/kitchen"),
          },
          {
            label: "Customers",
            to: "/app/customers",
            icon: <IconUsers size={ICON_SIZE} stroke={1.6} />,
            isActive: (path: string) => path.startsWith("/app/customers"),
          },
          {
            label: "Promotions",
            to: "/app/promotions",
            icon: <IconTicket size={ICON_SIZE} stroke={1.6} />,
            isActive: (path: string) => path.startsWith("/app/promotions"),
          },
        ]
      : []),
    // Table bookings need no online ordering: a restaurant may take them alone.
    {
      label: "Reservations",
      to: "/app/reservations",
      icon: <IconCalendarEvent size={ICON_SIZE} stroke={1.6} />,
      isActive: (path) => path.startsWith("/app/reservations"),
    },
    // Gift cards need no online ordering either: a card issued by hand is taken off at the till.
    {
      label: "Gift cards",
      to: "/app/gift-cards",
      icon: <IconGift size={ICON_SIZE} stroke={1.6} />,
      isActive: (path) => path.startsWith("/app/gift-cards"),
    },
    // Both read online orders: guests join the rewards program at checkout and earn points on completed orders.
    ...(business.orderingEnabled
      ? [
          {
            label: "Loyalty",
            to: "/app/loyalty",
            icon: <IconAward size={ICON_SIZE} stroke={1.6} />,
            isActive: (path: string) => path.startsWith("/app/loyalty"),
          },
          {
            label: "Insights",
            to: "/app/insights",
            icon: <IconChartBar size={ICON_SIZE} stroke={1.6} />,
            isActive: (path: string) => path.startsWith("/app/insights"),
          },
        ]
      : []),
    // Website: the owner's pages around the menu.
    {
      label: "Website",
      to: "/app/website",
      icon: <IconWorldWww size={ICON_SIZE} stroke={1.6} />,
      isActive: (path) => path.startsWith("/app/website"),
    },
    // QR codes have a place of their own, not only the one-time "Your menu is live!" modal.
    {
      label: "QR codes",
      to: "/app/qrcodes",
      icon: <IconQrcode size={ICON_SIZE} stroke={1.6} />,
      isActive: (path) => path.startsWith("/app/qrcodes"),
    },
    {
      label: "Settings",
      to: "/app/settings/location",
      icon: <IconSettings size={ICON_SIZE} stroke={1.6} />,
      isActive: (path) => path.startsWith("/app/settings"),
    },
  ];
}

/**
 * Dashboard navigation: Menus, Appearance, Orders and Customers (ordering only), Reservations, Gift cards, Loyalty
 * (ordering only), Settings, help.
 */
export function ShellNav({ onOpenHelp }: { onOpenHelp: () => void }) {
  const { dashboard } = useDashboard();
  const { pathname } = useLocation();
  const [isSharing, setIsSharing] = useState(false);
  const supportMail = useSupportMailto();
  const { business } = dashboard;
  const waiting = useWaitingCount();

  const items = navItems(business, waiting.count);

  return (
    <Stack h="100%" gap={0}>
      <ScrollArea flex={1} px="sm" py="md">
        <Stack gap="xs" mb="md" px={4} hiddenFrom="sm">
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} truncate="end">
              {business.location.name}
            </Text>
            <Badge
              variant="light"
              color={business.published ? "teal" : "gray"}
              size="sm"
              style={{ flexShrink: 0 }}
            >
              {business.published ? "Published" : "Not published"}
            </Badge>
          </Group>
          <LocationSwitcher placement="nav" />
        </Stack>
        <Stack gap={2} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {items.map((item) => {
            const isActive = item.isActive(pathname);
            return (
              <li key={item.label}>
                <NavLink
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={item.icon}
                  rightSection={
                    item.count ? (
                      <Badge
                        color="orange"
                        size="sm"
                        circle={item.count < 10}
                        aria-label={`${item.count} waiting`}
                      >
                        {item.count}
                      </Badge>
                    ) : null
                  }
                  active={isActive}
                  aria-current={isActive ? "page" : undefined}
                  fw={500}
                  style={{ borderRadius: "var(--mantine-radius-md)" }}
                />
              </li>
            );
          })}
        </Stack>
        <Divider my="md" />
        <Stack gap={2} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          <li>
            <NavLink
              component="button"
              type="button"
              label="Share"
              description="Link, QR code, social posts"
              leftSection={<IconShare size={ICON_SIZE} stroke={1.6} />}
              onClick={() => setIsSharing(true)}
              style={{ borderRadius: "var(--mantine-radius-md)" }}
            />
          </li>
          <li>
            <NavLink
              component="button"
              type="button"
              label="Help Center"
              leftSection={<IconHelpCircle size={ICON_SIZE} stroke={1.6} />}
              onClick={onOpenHelp}
              style={{ borderRadius: "var(--mantine-radius-md)" }}
            />
          </li>
          <li>
            <NavLink
              component="a"
              href={supportMail}
              label="Chat with us"
              leftSection={<IconMessageCircle size={ICON_SIZE} stroke={1.6} />}
              style={{ borderRadius: "var(--mantine-radius-md)" }}
            />
          </li>
        </Stack>
      </ScrollArea>
      <Box p="md">
        <PublishReadiness />
      </Box>
      <ShareModal opened={isSharing} onClose={() => setIsSharing(false)} />
    </Stack>
  );
}
