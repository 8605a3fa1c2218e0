import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconLayoutList, IconMoodEmpty } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { NotFoundContent } from "../info/not-found-page.tsx";
import { useDashboard } from "../shell/dashboard-context.tsx";
import { menusPath, visibleMenus } from "./menus-model.ts";
import { useRouteBusiness } from "./use-route-business.tsx";

/** app/biz/{bizId}/menus/{menuId}: the menu's name and details; the editor arrives with the menus issue. */
export function MenuPage() {
  const { menuId } = useParams();
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
  const menu = menus.find((candidate) => candidate.id === menuId);
  const breadcrumbs = (
    <Breadcrumbs mb="md" fz="sm">
      <Anchor component={Link} to={menusPath(bizId)}>
        Menus
      </Anchor>
      <Text fz="sm" c="dimmed">
        {menu?.name ?? "Menu"}
      </Text>
    </Breadcrumbs>
  );

  if (!menu) {
    return (
      <>
        {breadcrumbs}
        <EmptyState
          icon={<IconMoodEmpty size={32} stroke={1.5} />}
          title={MESSAGES.menuNotFound}
          description="This menu was removed or never existed. Your other menus are still in the list."
          action={
            <Button component={Link} to={menusPath(bizId)}>
              See all menus
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      {breadcrumbs}
      <Paper withBorder p="lg" mb="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={6}>
            <Group gap="sm">
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {menu.name}
              </Title>
              <Badge variant="light" color={menu.active ? "teal" : "gray"}>
                {menu.active ? "Active" : "Inactive"}
              </Badge>
            </Group>
            <Text c={menu.details ? undefined : "dimmed"}>{menu.details || "No description yet."}</Text>
          </Stack>
          <Text fz="sm" c="dimmed">
            {menus.length} {menus.length === 1 ? "menu" : "menus"} at this location
          </Text>
        </Group>
      </Paper>
      <EmptyState
        icon={<IconLayoutList size={32} stroke={1.5} />}
        title="Groups and items are built in the menu editor"
        description="The editor is where you'll arrange this menu into groups such as Starters and Mains, and add each item with its prices, sizes, photos and dietary icons."
        action={
          <Button component={Link} to={menusPath(bizId)} variant="default">
            Back to all menus
          </Button>
        }
      />
    </>
  );
}
