import { Alert, Button, Group, Text } from "@mantine/core";
import { IconLifebuoy } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { logoutMember } from "../api/auth.ts";
import { stopHelping, useSession } from "../api/session.ts";

/**
 * While an operator is signed in as a member to help, every page says so, and says that nothing
 * can be changed; "Stop helping" ends the member's session and brings the operator back to `adm`.
 */
export function HelpSessionBanner() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session?.helping) return null;
  // The server ends the help session and gives the operator's own back (the cookies) before adm loads with it.
  const stop = async () => {
    await logoutMember().catch(() => {});
    stopHelping();
    void navigate("/adm");
  };
  return (
    <Alert color="yellow" variant="filled" radius={0} py={8} icon={<IconLifebuoy size={18} />} role="status">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="sm" fw={600} c="dark">
          Helping {session.helping.email}: read-only, nothing you do here is saved.
        </Text>
        <Button size="compact-sm" variant="white" color="dark" onClick={() => void stop()}>
          Stop helping
        </Button>
      </Group>
    </Alert>
  );
}
