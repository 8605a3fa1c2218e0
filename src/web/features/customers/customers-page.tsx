import { Tabs } from "@mantine/core";
import { IconMessageStar, IconUsers } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../ui/page-header.tsx";
import { CustomersOverview } from "./customers-overview.tsx";
import { ReviewsTab } from "./reviews-tab.tsx";

type Tab = "overview" | "reviews";

/** app/customers: tabs Overview and Reviews; `?tab=reviews` opens Reviews. */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "reviews" ? "reviews" : "overview";
  return (
    <>
      <PageHeader title="Customers" description="The guests who order from you, and what they think." />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === "reviews" ? { tab: "reviews" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="overview" leftSection={<IconUsers size={16} />}>
            Overview
          </Tabs.Tab>
          <Tabs.Tab value="reviews" leftSection={<IconMessageStar size={16} />}>
            Reviews
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <CustomersOverview />
        </Tabs.Panel>
        <Tabs.Panel value="reviews">
          <ReviewsTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
