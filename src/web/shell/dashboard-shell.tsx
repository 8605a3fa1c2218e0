import { AppShell, Box } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Navigate, Outlet, useLocation } from "react-router";
import { installValidationWords } from "../../shared/common/validation-words/install.ts";
import { NO_BUSINESS } from "../../shared/members/members.ts";
import { useDashboardQuery, useMemberStatusQuery } from "../api/businesses.ts";
import { ApiRequestError } from "../api/client.ts";
import { DashboardContext } from "../api/dashboard-context.tsx";
import { loginPathAfterSessionEnd, type Session, useSession } from "../api/session.ts";
import { useLiveMenus } from "../api/use-live-menus.ts";
import { playNewOrderChime, readSoundPreference } from "../widgets/orders/new-order-sound.ts";
import { NewOrderBar, OrderAlerts, SoundQuestion } from "../widgets/orders/order-alerts.tsx";
import classes from "./dashboard-shell.module.css";
import { HelpDrawer } from "./help-drawer.tsx";
import { HelpSessionBanner } from "./help-session-banner.tsx";
import { IdleLogoutModal } from "./idle-logout-modal.tsx";
import { PlanNotice } from "./plan-notice.tsx";
import { ShellHeader } from "./shell-header.tsx";
import { ShellLoadError, ShellLoading } from "./shell-loading.tsx";
import { ShellNav } from "./shell-nav.tsx";
import { useNavDrawer } from "./use-nav-drawer.ts";
import "../ui/dashboard-styles.ts";

// The dashboard's checks share the server's schemas: one without a sentence of its own speaks in plain words.
installValidationWords();

/** The owner's dashboard frame for app/*, settings/* and the account pages: it needs a session. */
export function DashboardShell() {
  const session = useSession();
  if (!session) return <Navigate to={loginPathAfterSessionEnd()} replace />;
  return <LoadedShell session={session} />;
}

/** The chime of a new order, for a guest's new booking, where the owner chose sound on this device. */
function ringForBooking() {
  if (readSoundPreference() === "on") playNewOrderChime();
}

function LoadedShell({ session }: { session: Session }) {
  const dashboardQuery = useDashboardQuery(session);
  useMemberStatusQuery(session.businessId);
  // A guest's new booking rings as a new order does, where the owner chose sound on this device.
  useLiveMenus(dashboardQuery.data?.business.id ?? null, ringForBooking);
  const [isHelpOpen, help] = useDisclosure(false);
  const { pathname } = useLocation();
  const nav = useNavDrawer(pathname);
  const isNavOpen = nav.isOpen;

  if (dashboardQuery.isPending) return <ShellLoading />;
  // A member whose only business went to another account gets the sign-up's business step, not an error.
  if (dashboardQuery.error instanceof ApiRequestError && dashboardQuery.error.code === NO_BUSINESS.code)
    return <Navigate to="/new-business" replace />;
  if (dashboardQuery.isError) return <ShellLoadError onRetry={() => dashboardQuery.refetch()} />;
  const dashboard = dashboardQuery.data;

  return (
    <DashboardContext.Provider value={{ session, dashboard }}>
      {/* The first Tab on every screen: past the header and the navigation, straight to the page's content. */}
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 264, breakpoint: "sm", collapsed: { mobile: !isNavOpen } }}
        padding={0}
      >
        <AppShell.Header>
          <ShellHeader isNavOpen={isNavOpen} onToggleNav={nav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar
          aria-label="Dashboard"
          className={classes.navbar}
          data-collapsed={isNavOpen ? undefined : true}
        >
          <ShellNav onOpenHelp={help.open} />
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0" id="main-content" tabIndex={-1} className={classes.main}>
          <HelpSessionBanner />
          <PlanNotice />
          <Box px={{ base: "md", sm: "xl" }} py={{ base: "lg", sm: "xl" }} maw={1120} mx="auto">
            <SoundQuestion />
            <NewOrderBar />
            <Outlet />
          </Box>
        </AppShell.Main>
      </AppShell>
      <OrderAlerts />
      {/* Every screen logs out after the idle wait, except one that takes orders (order-taking-screens.ts). */}
      <IdleLogoutModal />
      <HelpDrawer isOpen={isHelpOpen} onClose={help.close} />
    </DashboardContext.Provider>
  );
}
