import { createBrowserRouter, Navigate } from "react-router";
import { setSessionExpiredHandler } from "./api/client.ts";
import { getSession } from "./api/session.ts";
import { APP_CONFIG } from "./config.ts";
import { AccountSettingsPage } from "./features/account/account-settings-page.tsx";
import { AppearancePage } from "./features/appearance/appearance-page.tsx";
import { LoginPage } from "./features/auth/login-page.tsx";
import { PassForgotPage } from "./features/auth/pass-forgot-page.tsx";
import { StartPage } from "./features/auth/start-page.tsx";
import { CustomersPage } from "./features/customers/customers-page.tsx";
import { AboutPage } from "./features/info/about-page.tsx";
import { AdmPage } from "./features/info/adm-page.tsx";
import { LightOrderPage } from "./features/info/light-order-page.tsx";
import { OnboardPage } from "./features/info/onboard-page.tsx";
import { PlacesPage } from "./features/info/places-page.tsx";
import { AppRootRedirect } from "./features/menus/app-root-redirect.tsx";
import { MenuListPage } from "./features/menus/menu-list-page.tsx";
import { MenuPage } from "./features/menus/menu-page.tsx";
import { NewMenuPage } from "./features/menus/new-menu-page.tsx";
import { OrdersPage } from "./features/orders/orders-page.tsx";
import { QrCodesPage } from "./features/qrcodes/qrcodes-page.tsx";
import { SettingsPage } from "./features/settings/settings-page.tsx";
import { WebsitePage } from "./features/website/website-page.tsx";
import { DashboardShell } from "./shell/dashboard-shell.tsx";
import { NotFoundContent, NotFoundPage } from "./ui/not-found-page.tsx";

/** Without debug there is no root page (seed 000 §2): the owner lands in the app, or at login. */
function RootRedirect() {
  return <Navigate to={getSession() ? "/app" : "/login"} replace />;
}

// seed 000 §2 "Screens and routes", all under the context path. The server answers 200 only on these routes'
// first segments (src/server/web-app.ts, issue 11 item 21): add a new top-level route there too.
export const router = createBrowserRouter(
  [
    { path: "/", element: APP_CONFIG.debug ? <LightOrderPage /> : <RootRedirect /> },
    { path: "login", element: <LoginPage /> },
    { path: "start", element: <StartPage /> },
    { path: "pass-forgot", element: <PassForgotPage /> },
    { path: "about", element: <AboutPage /> },
    {
      element: <DashboardShell />,
      children: [
        { path: "places", element: <PlacesPage /> },
        { path: "onboard", element: <OnboardPage /> },
        { path: "adm", element: <AdmPage /> },
        {
          path: "app",
          children: [
            { index: true, element: <AppRootRedirect /> },
            { path: "biz", element: <AppRootRedirect /> },
            { path: "biz/:bizId/menus", element: <MenuListPage /> },
            { path: "biz/:bizId/menus/new", element: <NewMenuPage /> },
            { path: "biz/:bizId/menus/:menuId", element: <MenuPage /> },
            { path: "orders/:id?", element: <OrdersPage /> },
            { path: "designs", element: <AppearancePage /> },
            { path: "customers", element: <CustomersPage /> },
            { path: "qrcodes", element: <QrCodesPage /> },
            { path: "settings/:tab?", element: <SettingsPage /> },
            { path: "website", element: <WebsitePage view="overview" /> },
            { path: "website/pages", element: <WebsitePage view="pages" /> },
            { path: "website/pages/new", element: <WebsitePage view="new-page" /> },
            { path: "*", element: <NotFoundContent /> },
          ],
        },
        { path: "settings/:tab?", element: <AccountSettingsPage /> },
      ],
    },
    { path: "*", element: <NotFoundPage /> },
  ],
  { basename: APP_CONFIG.contextPath || undefined },
);

// seed 000 §8: a 401 from an authenticated call sends the owner to login with the "session expired" flag.
setSessionExpiredHandler(() => {
  if (router.state.location.pathname !== "/login") void router.navigate("/login?ses", { replace: true });
});
