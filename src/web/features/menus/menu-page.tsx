import { Anchor, Breadcrumbs, Button, Text } from "@mantine/core";
import { IconMoodEmpty } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { ApiRequestError } from "../../api/client.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { fetchMenu, menuKey } from "../../api/menus.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { menusPath } from "../../widgets/menus/menus-model.ts";
import { forgetDraft, peekDraft, stateFromMenu } from "./editor/editor-state.ts";
import { MenuEditor } from "./editor/menu-editor.tsx";
import { PageLoader, RouteBusinessGate } from "./use-route-business.tsx";

/** app/biz/{bizId}/menus/{menuId}: the menu editor. */
export function MenuPage() {
  const { menuId = "" } = useParams();
  return (
    <RouteBusinessGate>
      <LoadedMenu key={menuId} menuId={menuId} />
    </RouteBusinessGate>
  );
}

function LoadedMenu({ menuId }: { menuId: string }) {
  const { dashboard } = useDashboard();
  // The state built on the new-menu route, when this menu was just created there.
  const [handoff] = useState(() => peekDraft(menuId));
  useEffect(() => () => forgetDraft(menuId), [menuId]);
  const query = useQuery({
    queryKey: menuKey(menuId),
    queryFn: () => fetchMenu(menuId),
    enabled: handoff === null,
    gcTime: 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

  if (handoff) {
    return <MenuEditor menu={handoff.menu} initialState={handoff.state} isInitiallyDirty={handoff.isDirty} />;
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError || query.data.removed) {
    const isMissing = !(query.error instanceof ApiRequestError) || query.error.status === 404;
    const bizId = dashboard.business.id;
    return (
      <>
        <Breadcrumbs mb="md" fz="sm">
          <Anchor component={Link} to={menusPath(bizId)}>
            Menus
          </Anchor>
          <Text fz="sm" c="dimmed">
            Menu
          </Text>
        </Breadcrumbs>
        <EmptyState
          icon={<IconMoodEmpty size={32} stroke={1.5} />}
          title={isMissing || query.data?.removed ? MESSAGES.menuNotFound : "This menu could not be loaded"}
          description={
            isMissing
              ? "This menu was removed or never existed. Your other menus are still in the list."
              : MESSAGES.genericFailure
          }
          action={
            isMissing ? (
              <Button component={Link} to={menusPath(bizId)}>
                See all menus
              </Button>
            ) : (
              <Button onClick={() => query.refetch()}>Try again</Button>
            )
          }
        />
      </>
    );
  }
  return <MenuEditor menu={query.data} initialState={stateFromMenu(query.data)} />;
}
