import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconChevronRight, IconCopy, IconPlus, IconToolsKitchen2 } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { NotFoundContent } from "../info/not-found-page.tsx";
import { useDashboard } from "../shell/dashboard-context.tsx";
import { menuPath, newMenuPath, visibleMenus } from "./menus-model.ts";
import { useRouteBusiness } from "./use-route-business.tsx";

export function MenuListPage() {
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
  return (
    <>
      <PageHeader
        title="Menus"
        description={`The menus guests see at ${dashboard.business.location.name}. Inactive menus stay hidden from guests.`}
        actions={
          <>
            <Button
              component={Link}
              to={newMenuPath(bizId)}
              variant="default"
              leftSection={<IconCopy size={18} />}
            >
              Copy Menu
            </Button>
            <Button component={Link} to={newMenuPath(bizId)} leftSection={<IconPlus size={18} />}>
              New Menu
            </Button>
          </>
        }
      />
      {menus.length === 0 ? (
        <EmptyState
          icon={<IconToolsKitchen2 size={32} stroke={1.5} />}
          title="No menus yet"
          description="Your menus will be listed here — breakfast, lunch, drinks, whatever you serve. Start with one; you can add more any time."
          action={
            <Button component={Link} to={newMenuPath(bizId)} leftSection={<IconPlus size={18} />}>
              New Menu
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {menus.map((menu) => (
            <Card
              key={menu.id}
              component={Link}
              to={menuPath(bizId, menu.id)}
              padding="lg"
              shadow="xs"
              aria-label={`Open ${menu.name}`}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={6} miw={0}>
                  <Group gap="sm">
                    <Title order={2} fz="lg">
                      {menu.name}
                    </Title>
                    <Badge variant="light" color={menu.active ? "teal" : "gray"} size="sm">
                      {menu.active ? "Active" : "Inactive"}
                    </Badge>
                  </Group>
                  <Text c="dimmed" fz="sm" lineClamp={2}>
                    {menu.details || "No description yet."}
                  </Text>
                </Stack>
                <IconChevronRight size={20} color="var(--mantine-color-gray-5)" aria-hidden />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
