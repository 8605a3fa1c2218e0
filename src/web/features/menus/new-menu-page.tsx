import { Anchor, Breadcrumbs, Button, Center, Loader, Text } from "@mantine/core";
import { IconMapPin, IconSparkles } from "@tabler/icons-react";
import { Link } from "react-router";
import { nextMenuName } from "../../../shared/constants.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { NotFoundContent } from "../info/not-found-page.tsx";
import { useDashboard } from "../shell/dashboard-context.tsx";
import { menusPath, visibleMenus } from "./menus-model.ts";
import { useRouteBusiness } from "./use-route-business.tsx";

/** app/biz/{bizId}/menus/new: where a menu is started; building it is the menu editor's job. */
export function NewMenuPage() {
  const { dashboard } = useDashboard();
  const routeBusiness = useRouteBusiness();
  if (routeBusiness === "unknown") return <NotFoundContent />;
  if (routeBusiness === "switching") {
    return (
      <Center py="xl" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }

  const bizId = dashboard.business.id;
  const menus = visibleMenus(dashboard.menus);
  const suggestedName = nextMenuName(dashboard.menus.map((menu) => menu.name));
  return (
    <>
      <Breadcrumbs mb="md" fz="sm">
        <Anchor component={Link} to={menusPath(bizId)}>
          Menus
        </Anchor>
        <Text fz="sm" c="dimmed">
          New Menu
        </Text>
      </Breadcrumbs>
      <PageHeader
        title="New Menu"
        description={
          menus.length === 0
            ? "Every great place starts with one menu. Yours will appear here."
            : `A new menu joins the ${menus.length} ${menus.length === 1 ? "menu" : "menus"} already at this location.`
        }
      />
      <EmptyState
        icon={<IconSparkles size={32} stroke={1.5} />}
        title="Your new menu starts in the menu editor"
        description={`The editor is where you'll name it (it starts as "${suggestedName}"), add groups such as Starters and Mains, and fill them with items, prices and photos. Guests will also need your address to find you, so check it now.`}
        action={
          <Button component={Link} to="/app/settings/location" leftSection={<IconMapPin size={18} />}>
            Check your location details
          </Button>
        }
      />
    </>
  );
}
