import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { AuditAction, AuditEntry } from "../../../shared/adm/adm.ts";
import { useAuditLog } from "./adm-api.ts";

const ACTION_TEXT: Record<AuditAction, string> = {
  DISABLE_BUSINESS: "disabled a business",
  ENABLE_BUSINESS: "enabled a business",
  HOLD_SUBSCRIPTION: "put a subscription on hold",
  RELEASE_HOLD: "released a hold",
  DELETE_BUSINESS: "deleted a business",
  TRANSFER_BUSINESS: "transferred a business",
  SILENT_REGISTER: "registered a member",
  SIGN_IN_AS_MEMBER: "signed in as a member to help",
};

/** What each entry was about, from what the server recorded with it. */
function subject(entry: AuditEntry): string {
  const details = entry.details as Record<string, string | undefined>;
  if (entry.action === "TRANSFER_BUSINESS") return `${details.name ?? ""} → ${details.toEmail ?? ""}`;
  return details.name ?? details.email ?? details.url ?? "";
}

/** Every operator action, newest first. */
export function AuditLog({ onOpenMember }: { onOpenMember: (memberId: string) => void }) {
  const [page, setPage] = useState(0);
  const log = useAuditLog(page);
  if (!log.data) return <Text c="dimmed">Loading the audit log…</Text>;
  if (log.data.list.length === 0 && page === 0) return <Text c="dimmed">No operator action yet.</Text>;
  return (
    <Stack gap="sm" component="section" aria-label="Audit log">
      {log.data.list.map((entry) => (
        <Paper key={entry.id} withBorder p="sm">
          <Stack gap={2}>
            <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
              <b>{entry.operatorEmail}</b> {ACTION_TEXT[entry.action]}
              {subject(entry) ? `: ${subject(entry)}` : ""}
            </Text>
            <Group gap="xs">
              <Text fz="xs" c="dimmed">
                {new Date(entry.createdDate).toLocaleString()}
              </Text>
              {entry.memberId && entry.action !== "DELETE_BUSINESS" ? (
                <Anchor
                  component="button"
                  type="button"
                  fz="xs"
                  onClick={() => onOpenMember(entry.memberId ?? "")}
                >
                  Open member
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group justify="space-between">
        <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <Button variant="default" size="xs" disabled={!log.data.hasNext} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </Group>
    </Stack>
  );
}
