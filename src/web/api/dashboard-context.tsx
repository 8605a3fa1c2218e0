import { createContext, useContext } from "react";
import type { Dashboard } from "../../shared/members/members.ts";
import type { Session } from "./session.ts";

export interface DashboardContextValue {
  session: Session;
  dashboard: Dashboard;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

/**
 * The loaded dashboard of the active business, provided by the shell around every screen. It sits with the api
 * because the shell, the widgets and the screens all read it, and it holds data, not a part of the page.
 */
export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard is used outside the dashboard shell");
  return value;
}
