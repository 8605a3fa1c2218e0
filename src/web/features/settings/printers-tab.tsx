import { Badge, Button, Group, List, Modal, Paper, Stack, Text, Textarea } from "@mantine/core";
import { IconCopy, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Printer } from "../../../shared/printers/printers.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { deletePrinter, printersKey, usePrinters } from "../../api/printers.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { PrinterForm } from "./printer-form.tsx";
import { useCopied } from "./status-tab.tsx";

// Settings → Printers: kitchen printers that print each order by themselves over Star's CloudPRNT. The printer
// polls its server URL; whether it did lately is what Online means.

/** "just now", "4 min ago", "2 h ago", else the date and time. */
function seenLine(iso: string | null, now = Date.now()): string {
  if (!iso) return "Not connected yet";
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return "Last seen just now";
  if (minutes < 60) return `Last seen ${minutes} min ago`;
  if (minutes < 24 * 60) return `Last seen ${Math.floor(minutes / 60)} h ago`;
  const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(
    Date.parse(iso),
  );
  return `Last seen ${when}`;
}

const PRINT_ON_WORDS: Record<Printer["printOn"], string> = {
  arrival: "prints when an order arrives",
  accept: "prints when you accept an order",
};

function PrinterCard({ printer, onDelete }: { printer: Printer; onDelete: () => void }) {
  const { isCopied, copy } = useCopied();
  return (
    <Paper withBorder p="md" component="article" aria-label={printer.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0} style={{ flex: "1 1 12rem" }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {printer.name}
              </Text>
              <Badge color={printer.online ? "teal" : "gray"} variant="light">
                {printer.online ? "Online" : "Offline"}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {seenLine(printer.lastSeen)}
            </Text>
            <Text fz="sm" c="dimmed">
              {printer.paper} mm, {PRINT_ON_WORDS[printer.printOn]},{" "}
              {printer.copies === 1 ? "1 copy" : `${printer.copies} copies`}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            aria-label={`Remove ${printer.name}`}
          >
            Remove
          </Button>
        </Group>
        {/* A growing text box: the long address wraps on a phone instead of running past the field's edge. */}
        <Textarea
          label="Server URL"
          value={printer.serverUrl}
          readOnly
          autosize
          minRows={1}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm">
          <Button
            variant={isCopied ? "light" : "default"}
            color={isCopied ? "teal" : undefined}
            leftSection={<IconCopy size={16} />}
            onClick={() => copy(printer.serverUrl)}
          >
            {isCopied ? "Copied!" : "Copy server URL"}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Steps() {
  return (
    <List type="ordered" fz="sm" spacing={4}>
      <List.Item>
        Connect the printer to your network and print its self-test page to find its IP address.
      </List.Item>
      <List.Item>
        Open that address in a browser on the same network and sign in (the default password is public).
      </List.Item>
      <List.Item>
        Under CloudPRNT, turn it on, paste the server URL and keep polling at a few seconds; save and restart.
      </List.Item>
      <List.Item>Within a minute the printer shows Online here.</List.Item>
    </List>
  );
}

function RemovePrinterModal({
  printer,
  businessId,
  onClose,
}: {
  printer: Printer;
  businessId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deletePrinter(businessId, printer.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: printersKey(businessId) });
      notifySuccess(`${printer.name} was removed.`);
      onClose();
    },
    onError: notifyError,
  });
  return (
    <Modal opened onClose={onClose} title={`Remove ${printer.name}?`} centered>
      <Stack>
        <Text fz="sm">
          Its server URL stops working at once and tickets waiting for it are dropped. To use it again, add it
          anew and type the new URL into the printer.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            Remove printer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Settings → Printers. */
export function PrintersTab() {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const printers = usePrinters(businessId, { isWatching: true });
  const [removing, setRemoving] = useState<Printer | null>(null);
  return (
    <Stack gap="lg">
      <SettingsCard
        title="Printers"
        description="Star printers with CloudPRNT print each order's kitchen ticket by themselves, with no computer or tablet in between."
      >
        {printers.isError ? <LoadFailed what="your printers" onRetry={() => printers.refetch()} /> : null}
        {printers.data?.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No printers yet. Add one below, then type its server URL into the printer.
          </Text>
        ) : null}
        {printers.data?.map((printer) => (
          <PrinterCard key={printer.id} printer={printer} onDelete={() => setRemoving(printer)} />
        ))}
        {printers.data?.length ? <Steps /> : null}
      </SettingsCard>
      <PrinterForm businessId={businessId} />
      {removing ? (
        <RemovePrinterModal printer={removing} businessId={businessId} onClose={() => setRemoving(null)} />
      ) : null}
    </Stack>
  );
}
