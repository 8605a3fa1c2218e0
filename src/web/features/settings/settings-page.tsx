import { ScrollArea, Tabs } from "@mantine/core";
import { Navigate, useNavigate, useParams } from "react-router";
import { PageHeader } from "../../ui/page-header.tsx";
import { useDashboard } from "../shell/dashboard-context.tsx";
import { LocationTab } from "./location-tab.tsx";
import { PlannedSettingsTab } from "./planned-settings-tab.tsx";
import { DEFAULT_SETTINGS_TAB, visibleSettingsTabs } from "./settings-tabs.tsx";

/** app/settings/{tab}: an unknown (or hidden) tab falls back to location (seed 000 §2). */
export function SettingsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const { dashboard } = useDashboard();
  const tabs = visibleSettingsTabs(dashboard.business.orderingEnabled);

  if (!tab || !tabs.some((candidate) => candidate.value === tab)) {
    return <Navigate to={`/app/settings/${DEFAULT_SETTINGS_TAB}`} replace />;
  }

  return (
    <>
      <PageHeader
        title="Settings"
        description={`How ${dashboard.business.location.name} appears and works for guests.`}
      />
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(`/app/settings/${next}`)}
        keepMounted={false}
        variant="outline"
      >
        <ScrollArea type="never" mb="lg">
          <Tabs.List style={{ flexWrap: "nowrap" }}>
            {tabs.map((item) => (
              <Tabs.Tab
                key={item.value}
                value={item.value}
                leftSection={item.icon}
                style={{ whiteSpace: "nowrap" }}
              >
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {tabs.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            {item.value === "location" ? <LocationTab /> : <PlannedSettingsTab tab={item.value} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
