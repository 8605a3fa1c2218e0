import { createContext, useContext } from "react";
import type { Dashboard } from "../../shared/members/members.ts";
import type { Session } from "../api/session.ts";

export interface DashboardContextValue {
  session: Session;
  dashboard: Dashboard;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

/** The loaded dashboard of the active business; only screens inside the shell call it. */
export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard is used outside the dashboard shell");
  return value;
}
