import {
  IconBell,
  IconCalendarEvent,
  IconClock,
  IconCreditCard,
  IconHistory,
  IconLanguage,
  IconLayoutDashboard,
  IconMapPin,
  IconPrinter,
  IconShoppingBag,
  IconSpeakerphone,
  IconToggleRight,
  IconWorldSearch,
} from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface SettingsTab {
  value: string;
  label: string;
  icon: ReactNode;
  /**
   * Ordering, Notifications and Printers appear only when ordering is enabled. Payments stays: a restaurant that
   * only takes bookings connects Stripe there to hold big parties' tables with a card.
   */
  isOrderingOnly: boolean;
}

const ICON = 16;

export const SETTINGS_TABS: SettingsTab[] = [
  { value: "location", label: "Location", icon: <IconMapPin size={ICON} />, isOrderingOnly: false },
  { value: "hours", label: "Business Hours", icon: <IconClock size={ICON} />, isOrderingOnly: false },
  {
    value: "site-settings",
    label: "Site Settings",
    icon: <IconLayoutDashboard size={ICON} />,
    isOrderingOnly: false,
  },
  { value: "ordering", label: "Ordering", icon: <IconShoppingBag size={ICON} />, isOrderingOnly: true },
  { value: "payments", label: "Payments", icon: <IconCreditCard size={ICON} />, isOrderingOnly: false },
  { value: "notifications", label: "Notifications", icon: <IconBell size={ICON} />, isOrderingOnly: true },
  { value: "printers", label: "Printers", icon: <IconPrinter size={ICON} />, isOrderingOnly: true },
  {
    value: "reservations",
    label: "Reservations",
    icon: <IconCalendarEvent size={ICON} />,
    isOrderingOnly: false,
  },
  { value: "status", label: "Status", icon: <IconToggleRight size={ICON} />, isOrderingOnly: false },
  {
    value: "announcements",
    label: "Announcements",
    icon: <IconSpeakerphone size={ICON} />,
    isOrderingOnly: false,
  },
  { value: "languages", label: "Languages", icon: <IconLanguage size={ICON} />, isOrderingOnly: false },
  { value: "seo", label: "SEO", icon: <IconWorldSearch size={ICON} />, isOrderingOnly: false },
  {
    value: "saved-versions",
    label: "Saved Versions",
    icon: <IconHistory size={ICON} />,
    isOrderingOnly: false,
  },
];

export const DEFAULT_SETTINGS_TAB = "location";

export function visibleSettingsTabs(isOrderingEnabled: boolean): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => isOrderingEnabled || !tab.isOrderingOnly);
}
