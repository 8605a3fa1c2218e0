import { Anchor, Breadcrumbs, Button, Group, Menu, Text, Title } from "@mantine/core";
import {
  IconClock,
  IconDots,
  IconDownload,
  IconFileImport,
  IconFileSpreadsheet,
  IconTrash,
} from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { menusPath } from "../../../widgets/menus/menus-model.ts";
import { importMenuPath, menuExportUrl } from "../import/menu-file-api.ts";
import { BusinessHoursModal } from "./business-hours-modal.tsx";
import { SaveStatusBadge } from "./save-status-badge.tsx";
import type { SaveStatus } from "./use-autosave.ts";

interface EditorHeaderProps {
  businessId: string;
  /** The saved menu's id: its export links and "Add from a file". */
  menuId: string | null;
  /** The title: "New Menu" on the new-menu route, else the menu's name. */
  title: string;
  status: SaveStatus;
  /** The menu's own actions (All menus, Remove menu) show once the menu exists. */
  hasMenu: boolean;
  onImport: () => void;
  onRemove: () => void;
}

/** Breadcrumbs, the menu's name with the save status, Import items and the menu's actions. */
export function EditorHeader({
  businessId,
  menuId,
  title,
  status,
  hasMenu,
  onImport,
  onRemove,
}: EditorHeaderProps) {
  const [isHoursOpen, setIsHoursOpen] = useState(false);
  return (
    <>
      <BusinessHoursModal opened={isHoursOpen} onClose={() => setIsHoursOpen(false)} />
      <Breadcrumbs mb="xs" fz="sm">
        <Anchor component={Link} to={menusPath(businessId)}>
          Menus
        </Anchor>
        <Text fz="sm" c="dimmed">
          {title}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="sm">
        <Group gap="md" align="center" miw={0}>
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          <SaveStatusBadge status={status} />
        </Group>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconDownload size={18} />} onClick={onImport}>
            Import items
          </Button>
          {hasMenu ? (
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <Button variant="default" px="xs" aria-label="Menu actions">
                  <IconDots size={18} />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to={menusPath(businessId)}>
                  All menus
                </Menu.Item>
                {menuId ? (
                  <>
                    <Menu.Item
                      component={Link}
                      to={importMenuPath(businessId, menuId)}
                      leftSection={<IconFileImport size={16} />}
                    >
                      Add from a file
                    </Menu.Item>
                    <Menu.Item
                      component="a"
                      href={menuExportUrl(menuId, "csv")}
                      download
                      leftSection={<IconFileSpreadsheet size={16} />}
                    >
                      Download as CSV
                    </Menu.Item>
                    <Menu.Item
                      component="a"
                      href={menuExportUrl(menuId, "xlsx")}
                      download
                      leftSection={<IconFileSpreadsheet size={16} />}
                    >
                      Download as Excel (XLSX)
                    </Menu.Item>
                  </>
                ) : null}
                <Menu.Item leftSection={<IconClock size={16} />} onClick={() => setIsHoursOpen(true)}>
                  Business hours
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
                  Remove menu
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
    </>
  );
}
