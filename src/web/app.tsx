import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "./query-client.ts";
import { router } from "./router.tsx";
import { cssVariablesResolver, theme } from "./theme.ts";
import { NotificationsHost } from "./ui/notifications-host.tsx";

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* issue 11 §8: toasts sit at the foot of the screen, never over the header's Publish button. */}
        <NotificationsHost position="bottom-right" limit={4} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
