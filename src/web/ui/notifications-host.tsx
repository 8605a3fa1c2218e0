import type { NotificationsProps } from "@mantine/notifications";
import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

// The toasts' container, with its transitions and scroll-lock helpers, is fetched with the first
// toast (or by the dashboard's prefetch), not with the sign-in screens. notify.ts keeps queuing into Mantine's store
// meanwhile; the container shows what is queued once it mounts.
const loadContainer = () => import("./notifications-container.tsx");
const Notifications = lazy(() => loadContainer().then((m) => ({ default: m.Notifications })));

export function prefetchNotifications() {
  void loadContainer();
}

export function NotificationsHost(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
