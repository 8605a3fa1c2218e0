import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import type { Dashboard } from "../shared/members/members.ts";
import { DashboardContext } from "./api/dashboard-context.tsx";
import type { Session } from "./api/session.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

/**
 * Draws a piece of the dashboard for a component test: the app's Mantine theme, a query client of its own (no
 * retries, so a refused call shows at once), and a memory router, at `path`, for the parts that link or navigate
 * or read where they are. Returns Testing Library's queries and a user-event session that types and clicks as an
 * owner would. With `routes`, the router has those routes instead (`ui` is then not drawn) and starts at `at`, for
 * a test that moves between screens.
 */
export function renderInDashboard(
  ui: ReactElement | null,
  {
    dashboard,
    routes,
    at,
    path = "/",
  }: { dashboard?: Dashboard; routes?: RouteObject[]; at?: string; path?: string } = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup>; queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const withDashboard = (node: ReactNode) =>
    dashboard ? (
      <DashboardContext.Provider value={{ session: TEST_SESSION, dashboard }}>
        {node}
      </DashboardContext.Provider>
    ) : (
      node
    );
  const router = routes
    ? createMemoryRouter(routes, { initialEntries: [at ?? path] })
    : createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // Mantine's test mode: no transitions and no portals, so a menu or dialog is on the page once it opens.
      env="test"
    >
      <QueryClientProvider client={queryClient}>
        {withDashboard(<RouterProvider router={router} />)}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, queryClient };
}

const TEST_SESSION: Session = { memberId: "member-1", businessId: "business-1" };

/** A signed-in owner's dashboard with one business in New York; `business` overrides its fields. */
export function testDashboard(business: Partial<Dashboard["business"]> = {}): Dashboard {
  return {
    member: {
      id: TEST_SESSION.memberId,
      name: "Ada Owner",
      email: "ada@example.com",
      notificationEmail: "",
      owner: true,
      subscriptionStatus: 1,
    },
    business: {
      id: "business-1",
      url: "adas-kitchen",
      customUrl: null,
      published: false,
      orderingEnabled: false,
      viewCount: 0,
      config: {},
      location: {
        internalId: 1,
        name: "Ada's Kitchen",
        address: "1 Main St",
        address2: "",
        city: "New York",
        state: "NY",
        zip: "10001",
        country: "US",
        phone: "",
        email: "",
        website: "",
        twitter: "",
        facebook: "",
        instagram: "",
      },
      ...business,
    },
    menus: [],
    problems: [],
    hasUnpublishedChanges: false,
    canTextGuests: false,
  };
}

interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the network only: each call the component makes to the API is recorded and answered by `answer`
 * (a JSON body with status 200 unless it returns a Response; either may come in a promise, for an answer that takes
 * its time). Everything above fetch is the real code.
 */
export function answerApiCalls(answer: (call: RecordedCall) => unknown = () => ({})) {
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url, location.href);
    const call = {
      method: init?.method ?? "GET",
      path: url.pathname + url.search,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const reply = await answer(call);
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
  return { calls, restore: () => (globalThis.fetch = original) };
}
