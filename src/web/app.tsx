import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "./query-client.ts";
import { cssVariablesResolver, theme } from "./theme.ts";
import { NotificationsHost } from "./ui/notifications-host.tsx";

/**
 * The dashboard over a router: the browser's (main.tsx), or a memory one when the login page is prerendered.
 * `onMounted` runs once its first render is on the page.
 */
export function App({ router, onMounted }: { router: DataRouter; onMounted?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React has taken over the page
  useEffect(() => onMounted?.(), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Toasts sit at the foot of the screen, never over the header's Publish button. */}
        <NotificationsHost position="bottom-right" limit={4} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
