import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { getSession } from "./api/session.ts";
import { APP_CONFIG } from "./config.ts";

/** A route's screen from its own chunk: `name` is the component the module exports. */
function screen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** Without debug there is no root page: the owner lands in the app, or at login. */
function RootRedirect() {
  return <Navigate to={getSession() ? "/app" : "/login"} replace />;
}

// Every screen is its own chunk (route `lazy`), so login and sign-up load only what they draw.
// React Router loads the chunks of all matched routes together, before it renders them. Heading into the
// dashboard prefetches the menu editor (prefetch.ts). A new screen: `lazy: screen(() => import(…), "XPage")`.
//
// The screens and their routes, all under the context path. The server answers 200 only on these routes'
// first segments (src/server/web-app.ts): add a new top-level route there too. The browser's
// router (router.tsx) and the login page's prerender (prerender.tsx) both route with these.
export const routes: RouteObject[] = [
  APP_CONFIG.debug
    ? {
        path: "/",
        lazy: screen(() => import("./features/info/light-order-page.tsx"), "LightOrderPage"),
      }
    : { path: "/", element: <RootRedirect /> },
  {
    path: "login",
    lazy: screen(() => import("./features/auth/login-page.tsx"), "LoginPage"),
  },
  {
    path: "start",
    lazy: screen(() => import("./features/auth/start-page.tsx"), "StartPage"),
  },
  {
    path: "pass-forgot",
    lazy: screen(() => import("./features/auth/pass-forgot-page.tsx"), "PassForgotPage"),
  },
  {
    path: "verify-email",
    lazy: screen(() => import("./features/auth/verify-email-page.tsx"), "VerifyEmailPage"),
  },
  {
    path: "new-business",
    lazy: screen(() => import("./features/auth/new-business-page.tsx"), "NewBusinessPage"),
  },
  {
    path: "about",
    lazy: screen(() => import("./features/info/about-page.tsx"), "AboutPage"),
  },
  {
    lazy: screen(() => import("./shell/dashboard-shell.tsx"), "DashboardShell"),
    children: [
      {
        path: "places",
        lazy: screen(() => import("./features/info/places-page.tsx"), "PlacesPage"),
      },
      {
        path: "onboard",
        lazy: screen(() => import("./features/info/onboard-page.tsx"), "OnboardPage"),
      },
      {
        path: "adm",
        lazy: screen(() => import("./features/adm/adm-page.tsx"), "AdmPage"),
      },
      {
        path: "app",
        children: [
          {
            index: true,
            lazy: screen(() => import("./features/menus/app-root-redirect.tsx"), "AppRootRedirect"),
          },
          {
            path: "biz",
            lazy: screen(() => import("./features/menus/app-root-redirect.tsx"), "AppRootRedirect"),
          },
          {
            path: "biz/:bizId/menus",
            lazy: screen(() => import("./features/menus/menu-list-page.tsx"), "MenuListPage"),
          },
          {
            path: "biz/:bizId/menus/import",
            lazy: screen(() => import("./features/menus/import/import-menu-page.tsx"), "ImportMenuPage"),
          },
          {
            path: "biz/:bizId/menus/new",
            lazy: screen(() => import("./features/menus/new-menu-page.tsx"), "NewMenuPage"),
          },
          {
            path: "biz/:bizId/menus/:menuId",
            lazy: screen(() => import("./features/menus/menu-page.tsx"), "MenuPage"),
          },
          {
            path: "orders/:id?",
            lazy: screen(() => import("./features/orders/orders-page.tsx"), "OrdersPage"),
          },
          {
            path: "kitchen",
            lazy: screen(() => import("./features/kitchen/kitchen-page.tsx"), "KitchenPage"),
          },
          {
            path: "designs",
            lazy: screen(() => import("./features/appearance/appearance-page.tsx"), "AppearancePage"),
          },
          {
            path: "customers",
            lazy: screen(() => import("./features/customers/customers-page.tsx"), "CustomersPage"),
          },
          {
            path: "promotions",
            lazy: screen(() => import("./features/promotions/promotions-page.tsx"), "PromotionsPage"),
          },
          {
            path: "gift-cards",
            lazy: screen(() => import("./features/gift-cards/gift-cards-page.tsx"), "GiftCardsPage"),
          },
          {
            path: "loyalty",
            lazy: screen(() => import("./features/loyalty/loyalty-page.tsx"), "LoyaltyPage"),
          },
          {
            path: "reservations",
            lazy: screen(() => import("./features/reservations/reservations-page.tsx"), "ReservationsPage"),
          },
          {
            path: "insights",
            lazy: screen(() => import("./features/insights/insights-page.tsx"), "InsightsPage"),
          },
          {
            path: "qrcodes",
            lazy: screen(() => import("./features/qrcodes/qrcodes-page.tsx"), "QrCodesPage"),
          },
          {
            path: "settings/:tab?",
            lazy: screen(() => import("./features/settings/settings-page.tsx"), "SettingsPage"),
          },
          {
            path: "website",
            lazy: () =>
              import("./features/website/website-page.tsx").then((m) => ({
                element: <m.WebsitePage view="overview" />,
              })),
          },
          {
            path: "website/pages",
            lazy: () =>
              import("./features/website/website-page.tsx").then((m) => ({
                element: <m.WebsitePage view="pages" />,
              })),
          },
          {
            path: "website/pages/new",
            lazy: () =>
              import("./features/website/website-page.tsx").then((m) => ({
                element: <m.WebsitePage view="new-page" />,
              })),
          },
          {
            path: "website/pages/:pageId",
            lazy: screen(() => import("./features/website/page-editor-page.tsx"), "PageEditorPage"),
          },
          {
            path: "*",
            lazy: screen(() => import("./ui/not-found-page.tsx"), "NotFoundContent"),
          },
        ],
      },
      {
        path: "settings/:tab?",
        lazy: screen(() => import("./features/account/account-settings-page.tsx"), "AccountSettingsPage"),
      },
    ],
  },
  { path: "*", lazy: screen(() => import("./ui/not-found-page.tsx"), "NotFoundPage") },
];
