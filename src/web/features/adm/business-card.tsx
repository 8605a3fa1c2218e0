import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdmBusiness } from "../../../shared/adm/adm.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { admApi, admKey } from "./adm-api.ts";
import { ConfirmBusinessAction } from "./confirm-business-action.tsx";

type Action = "disable" | "transfer" | "delete";

/** One business as an operator sees it, with what an operator can do to it. */
export function BusinessCard({
  business,
  onOpenMember,
  showOwner = true,
}: {
  business: AdmBusiness;
  onOpenMember?: (memberId: string) => void;
  showOwner?: boolean;
}) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const address = business.customUrl ?? business.url;

  const enable = async () => {
    setIsBusy(true);
    try {
      await admApi.setDisabled([business.id], false);
      await queryClient.invalidateQueries({ queryKey: admKey });
      notifySuccess(`${business.name} is enabled again.`);
    } catch (error) {
      notifyError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="article" aria-label={business.name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {business.name}
          </Text>
          <Group gap={6}>
            {business.disabled ? (
              <Badge color="red" variant="light">
                Disabled
              </Badge>
            ) : null}
            <Badge color={business.published ? "teal" : "gray"} variant="light">
              {business.published ? "Published" : "Unpublished"}
            </Badge>
          </Group>
        </Group>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          /m/{address} · {[business.city, business.state].filter(Boolean).join(", ")}
        </Text>
        {showOwner ? (
          <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
            Owner:{" "}
            {onOpenMember ? (
              <Anchor
                component="button"
                type="button"
                fz="sm"
                onClick={() => onOpenMember(business.memberId)}
              >
                {business.memberEmail}
              </Anchor>
            ) : (
              business.memberEmail
            )}
          </Text>
        ) : null}
        <Group gap="xs" mt={4}>
          {business.disabled ? (
            <Button size="xs" variant="light" loading={isBusy} onClick={enable}>
              Enable
            </Button>
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => setAction("disable")}>
              Disable
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => setAction("transfer")}>
            Transfer
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setAction("delete")}>
            Delete
          </Button>
        </Group>
      </Stack>
      <ConfirmBusinessAction business={business} action={action} onClose={() => setAction(null)} />
    </Paper>
  );
}
