// The toasts' container and its CSS in a chunk of their own (notifications-host.tsx loads it).
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/notifications/styles.layer.css";

export { Notifications } from "@mantine/notifications";
