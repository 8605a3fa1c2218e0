import { Tabs } from "@mantine/core";
import { IconCreditCard, IconLock, IconUser } from "@tabler/icons-react";
import { Navigate, useNavigate, useParams } from "react-router";
import { PageHeader } from "../../ui/page-header.tsx";
import { GeneralTab } from "./general-tab.tsx";
import { SecurityTab } from "./security-tab.tsx";
import { SubscriptionTab } from "./subscription-tab.tsx";

const ACCOUNT_TABS = [
  { value: "general", label: "General", icon: <IconUser size={16} /> },
  { value: "subs", label: "Subscription", icon: <IconCreditCard size={16} /> },
  { value: "security", label: "Security", icon: <IconLock size={16} /> },
] as const;

/** settings/{general|subs|security}: the member's own account; an unknown tab falls back to general. */
export function AccountSettingsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  if (!tab || !ACCOUNT_TABS.some((candidate) => candidate.value === tab)) {
    return <Navigate to="/settings/general" replace />;
  }

  return (
    <>
      <PageHeader title="Account settings" description="Your login, plan and security." />
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(`/settings/${next}`)}
        keepMounted={false}
        variant="outline"
      >
        {/* The three tabs fit one row of a 390 px phone with a tighter padding; a narrower screen wraps them
            rather than cutting "Securit" at an edge that gives no sign of scrolling. */}
        <Tabs.List mb="lg" style={{ flexWrap: "wrap" }}>
          {ACCOUNT_TABS.map((item) => (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              leftSection={item.icon}
              px="sm"
              style={{ flexShrink: 0 }}
            >
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="general">
          <GeneralTab />
        </Tabs.Panel>
        <Tabs.Panel value="subs">
          <SubscriptionTab />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
