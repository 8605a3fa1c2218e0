import { Badge, Burger, Group, Text } from "@mantine/core";
import { useDashboard } from "../api/dashboard-context.tsx";
import { BrandMark } from "../ui/brand.tsx";
import { PublishButton } from "../widgets/publish/publish-flow.tsx";
import { ServiceHeaderState } from "../widgets/service/service-state.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { LocationSwitcher } from "./location-switcher.tsx";

interface ShellHeaderProps {
  isNavOpen: boolean;
  onToggleNav: () => void;
}

export function ShellHeader({ isNavOpen, onToggleNav }: ShellHeaderProps) {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  return (
    <Group h="100%" px={{ base: "sm", sm: "lg" }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap" miw={0}>
        <Burger
          opened={isNavOpen}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavOpen ? "Close navigation" : "Open navigation"}
        />
        {/* On a phone the header keeps its room for the Publish button. */}
        <BrandMark isNameHiddenOnPhones />
        <Group
          gap="sm"
          wrap="nowrap"
          miw={0}
          visibleFrom="sm"
          pl="md"
          style={{ borderLeft: "1px solid var(--mantine-color-gray-3)" }}
        >
          <Text fw={600} truncate="end" maw={{ base: 180, md: 320 }}>
            {business.location.name}
          </Text>
          <Badge variant="light" color={business.published ? "teal" : "gray"} size="sm">
            {business.published ? "Published" : "Not published"}
          </Badge>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ServiceHeaderState />
        <LocationSwitcher placement="header" />
        <PublishButton size="sm" />
        <AccountMenu />
      </Group>
    </Group>
  );
}
