import { Button } from "@mantine/core";
import {
  IconBell,
  IconClock,
  IconCreditCard,
  IconHistory,
  IconShoppingBag,
  IconSpeakerphone,
  IconToggleRight,
  IconWorldSearch,
} from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { useDashboard } from "../shell/dashboard-context.tsx";

interface TabDescription {
  icon: ReactNode;
  title: string;
  description: string;
  action: { label: string; to: string };
}

const ICON = (Icon: ComponentType<{ size?: number; stroke?: number }>) => <Icon size={32} stroke={1.5} />;

function describeTab(tab: string, menusPath: string): TabDescription {
  switch (tab) {
    case "hours":
      return {
        icon: ICON(IconClock),
        title: "Your opening hours",
        description:
          "Set up to two time ranges for each day, such as lunch and dinner. Guests will see whether you're open right now and when you open next.",
        action: { label: "Review your location", to: "/app/settings/location" },
      };
    case "ordering":
      return {
        icon: ICON(IconShoppingBag),
        title: "How guests order",
        description:
          "Pick-up, delivery and table ordering, minimum totals, delivery fees and tips will be configured here.",
        action: { label: "See your orders", to: "/app/orders" },
      };
    case "payments":
      return {
        icon: ICON(IconCreditCard),
        title: "Get paid online",
        description: "Connect a payment account here to accept card payments for online orders.",
        action: { label: "See your orders", to: "/app/orders" },
      };
    case "notifications":
      return {
        icon: ICON(IconBell),
        title: "Order notifications",
        description: "Choose the email address that hears about every new order, so nothing waits unseen.",
        action: { label: "Account settings", to: "/settings/general" },
      };
    case "status":
      return {
        icon: ICON(IconToggleRight),
        title: "Publishing status",
        description:
          "Publish or unpublish your menu page here and see the checklist that must be complete before guests can see it.",
        action: { label: "Open the publishing checklist", to: "/onboard" },
      };
    case "announcements":
      return {
        icon: ICON(IconSpeakerphone),
        title: "Announcement banner",
        description:
          "Show a short message at the top of your menu — a holiday closing, a new dish — with a start and end time.",
        action: { label: "Go to your menus", to: menusPath },
      };
    case "seo":
      return {
        icon: ICON(IconWorldSearch),
        title: "Search engines",
        description: "The title and description search engines show for your menu page will be set here.",
        action: { label: "Review your location", to: "/app/settings/location" },
      };
    default:
      return {
        icon: ICON(IconHistory),
        title: "Saved versions",
        description:
          "A snapshot of your site is kept every minute while you edit. Preview an earlier version here and restore it if a change went wrong.",
        action: { label: "Go to your menus", to: menusPath },
      };
  }
}

/** The settings tabs later issues fill in: each says what it will hold and offers a useful step now. */
export function PlannedSettingsTab({ tab }: { tab: string }) {
  const { dashboard } = useDashboard();
  const content = describeTab(tab, `/app/biz/${dashboard.business.id}/menus`);
  return (
    <EmptyState
      icon={content.icon}
      title={content.title}
      description={content.description}
      action={
        <Button component={Link} to={content.action.to} variant="light">
          {content.action.label}
        </Button>
      }
    />
  );
}
