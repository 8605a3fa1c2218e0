import { Box, Tabs } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { HoursTab } from "../../widgets/business-hours/hours-tab.tsx";
import { EnableOrderingButton } from "../../widgets/service/enable-ordering.tsx";
import { AnnouncementsTab } from "./announcements-tab.tsx";
import { LanguagesTab } from "./languages-tab.tsx";
import { LocationTab } from "./location-tab.tsx";
import { NotificationsTab } from "./notifications-tab.tsx";
import { OrderingTab } from "./ordering-tab.tsx";
import { PaymentsTab } from "./payments-tab.tsx";
import { PrintersTab } from "./printers-tab.tsx";
import { ReservationsTab } from "./reservations-tab.tsx";
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
  printers: () => <PrintersTab />,
  reservations: () => <ReservationsTab />,
  status: () => <StatusTab />,
  announcements: () => <AnnouncementsTab />,
  languages: () => <LanguagesTab />,
  seo: () => <SeoTab />,
  "saved-versions": () => <SavedVersionsTab />,
};

/** app/settings/{tab}: an unknown (or hidden) tab falls back to location. */
export function SettingsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const { dashboard } = useDashboard();
  const isWide = useMediaQuery("(min-width: 62em)", true);
  const tabs = visibleSettingsTabs(dashboard.business.orderingEnabled);

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
        {/* On a phone the tabs wrap onto a few rows: a strip that scrolled sideways cut "Site Se" at the edge
            with no sign that more tabs lay past it. */}
        <Tabs.List
          style={
            isWide
              ? { width: 200, flexShrink: 0, alignSelf: "flex-start", position: "sticky", top: 88 }
              : { flexWrap: "wrap", gap: 6, marginBottom: "var(--mantine-spacing-lg)" }
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
