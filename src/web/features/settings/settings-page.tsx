import { Box, Button, Group, Modal, Stack, Tabs, Text, ThemeIcon } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconShoppingBag } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import { patchBusiness } from "../../api/businesses.ts";
import { useRefreshDashboard } from "../../api/settings.ts";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { notifySuccess } from "../../ui/notify.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { AnnouncementsTab } from "./announcements-tab.tsx";
import { HoursTab } from "./hours-tab.tsx";
import { LocationTab } from "./location-tab.tsx";
import { NotificationsTab } from "./notifications-tab.tsx";
import { OrderingTab } from "./ordering-tab.tsx";
import { PaymentsTab } from "./payments-tab.tsx";
import { SavedVersionsTab } from "./saved-versions-tab.tsx";
import { SeoTab } from "./seo-tab.tsx";
import { DEFAULT_SETTINGS_TAB, visibleSettingsTabs } from "./settings-tabs.tsx";
import { SiteSettingsTab } from "./site-settings-tab.tsx";
import { StatusTab } from "./status-tab.tsx";

const PANELS: Record<string, () => ReactNode> = {
  location: () => <LocationTab />,
  hours: () => <HoursTab />,
  "site-settings": () => <SiteSettingsTab />,
  ordering: () => <OrderingTab />,
  payments: () => <PaymentsTab />,
  notifications: () => <NotificationsTab />,
  status: () => <StatusTab />,
  announcements: () => <AnnouncementsTab />,
  seo: () => <SeoTab />,
  "saved-versions": () => <SavedVersionsTab />,
};

/** app/settings/{tab}: an unknown (or hidden) tab falls back to location (seed 000 §2). */
export function SettingsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const { dashboard } = useDashboard();
  const isWide = useMediaQuery("(min-width: 62em)", true);
  const tabs = visibleSettingsTabs(dashboard.business.orderingEnabled);
  const listRef = useRef<HTMLDivElement>(null);

  // issue 11 §1: on a phone the tabs scroll sideways; the open one is brought into view, not left off screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another tab opened is the reason to run again
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active || isWide) return;
    const listBox = list.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    list.scrollLeft += activeBox.left - listBox.left - (listBox.width - activeBox.width) / 2;
  }, [tab, isWide]);

  if (!tab || !tabs.some((candidate) => candidate.value === tab)) {
    return <Navigate to={`/app/settings/${DEFAULT_SETTINGS_TAB}`} replace />;
  }

  return (
    <>
      <PageHeader
        title="Settings"
        description={`How ${dashboard.business.location.name} appears and works for guests.`}
        actions={dashboard.business.orderingEnabled ? null : <EnableOrderingButton />}
      />
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(`/app/settings/${next}`)}
        keepMounted={false}
        orientation={isWide ? "vertical" : "horizontal"}
        variant="pills"
        aria-label="Settings"
        styles={{ tabLabel: { textAlign: "left" } }}
      >
        <Tabs.List
          ref={listRef}
          style={
            isWide
              ? { width: 200, flexShrink: 0, alignSelf: "flex-start", position: "sticky", top: 88 }
              : { flexWrap: "nowrap", overflowX: "auto", marginBottom: "var(--mantine-spacing-lg)" }
          }
        >
          {tabs.map((item) => (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              leftSection={item.icon}
              style={{ whiteSpace: "nowrap", justifyContent: "flex-start" }}
            >
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Panel key={item.value} value={item.value} pl={isWide ? "xl" : 0} miw={0}>
            <Box maw={820}>{PANELS[item.value]?.()}</Box>
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

/** seed 000 §4 "Enabling ordering": a partial update sets orderingEnabled, then the ordering settings open. */
export function EnableOrderingButton() {
  const { dashboard } = useDashboard();
  const navigate = useNavigate();
  const refresh = useRefreshDashboard();
  const [isOpen, setIsOpen] = useState(false);
  const enable = useMutation({
    mutationFn: () => patchBusiness(dashboard.business.id, { orderingEnabled: true }),
    onSuccess: async () => {
      await refresh();
      setIsOpen(false);
      notifySuccess(MESSAGES.orderingEnabled);
      navigate("/app/settings/ordering");
    },
  });
  return (
    <>
      <Button variant="light" leftSection={<IconShoppingBag size={16} />} onClick={() => setIsOpen(true)}>
        Enable online ordering
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Enable online ordering">
        <Stack gap="md">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconShoppingBag size={22} />
            </ThemeIcon>
            <Text>
              Guests can then send pick-up and delivery orders from your menu page. You'll get Orders and
              Customers in the menu, and Ordering, Payments and Notifications in Settings.
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsOpen(false)} disabled={enable.isPending}>
              Not now
            </Button>
            <Button onClick={() => enable.mutate()} loading={enable.isPending}>
              Enable ordering
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
