import { Avatar, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconLogout, IconUserCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { useDashboard } from "../api/dashboard-context.tsx";
import { useLogout } from "./use-logout.ts";

function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? "")
      .join("");
  return (email[0] ?? "?").toUpperCase();
}

export function AccountMenu() {
  const { dashboard } = useDashboard();
  const logout = useLogout();
  const { member } = dashboard;

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: "50%" }}>
          <Avatar color="terracotta" radius="xl">
            {initialsOf(member.name, member.email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="xs" c="dimmed">
            Signed in as
          </Text>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {member.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings/general" leftSection={<IconUserCircle size={16} />}>
          Account settings
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => logout()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
