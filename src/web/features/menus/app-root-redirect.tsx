import { Navigate } from "react-router";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { menuPath, newMenuPath, visibleMenus } from "../../widgets/menus/menus-model.ts";

/** The app root opens the first non-removed menu, or a new menu when there is none. */
export function AppRootRedirect() {
  const { dashboard } = useDashboard();
  const [first] = visibleMenus(dashboard.menus);
  const bizId = dashboard.business.id;
  return <Navigate to={first ? menuPath(bizId, first.id) : newMenuPath(bizId)} replace />;
}
