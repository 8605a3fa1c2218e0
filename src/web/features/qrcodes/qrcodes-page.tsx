import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import {
  IconArmchair,
  IconDownload,
  IconPlus,
  IconPrinter,
  IconQrcode,
  IconShare,
} from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { type QrCode, TABLE_CODES_MAX, tableLink } from "../../../shared/qrcodes/qrcodes.ts";
import { ApiRequestError } from "../../api/client.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { createQrCode, menuQrCodeRequest, qrCodesKey, qrImageUrl, useQrCodes } from "../../api/qrcodes.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PrintableMenuCard } from "../../widgets/share/printable-menu.tsx";
import { ShareModal } from "../../widgets/share/share-modal.tsx";
import { QrLimitModal } from "./qr-limit-modal.tsx";
import { qrPrintUrl, qrTablesUrl } from "./qrcodes-api.ts";

/** app/qrcodes: QR codes for the online menu, downloads and the table tent. */
export function QrCodesPage() {
  const { dashboard, session } = useDashboard();
  const business = dashboard.business;
  const queryClient = useQueryClient();
  const codes = useQrCodes(business.id);
  const [isLimitOpen, setIsLimitOpen] = useState(false);
  const [isShareOpen, setIsShareOpen] = useState(false);

  const create = useMutation({
    mutationFn: () => createQrCode(menuQrCodeRequest({ memberId: session.memberId, business })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: qrCodesKey(business.id) });
      notifySuccess("QR code created");
    },
    onError: (error) => {
      // A free member's second code opens the upgrade modal instead of a toast.
      if (error instanceof ApiRequestError && error.status === 402) setIsLimitOpen(true);
      else notifyError(error);
    },
    meta: { handlesErrors: true },
  });

  const list = codes.data ?? [];
  return (
    <>
      <PageHeader
        title="QR codes"
        description="Put your menu on every table: guests scan the code and your menu opens on their phone."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconShare size={16} />}
              onClick={() => setIsShareOpen(true)}
            >
              Share
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => create.mutate()}
              loading={create.isPending}
            >
              Create QR code
            </Button>
          </>
        }
      />
      {!business.published ? (
        <Alert color="yellow" mb="md" title="Your menu is not published yet">
          The code works as soon as you publish. You can create and print it now.
        </Alert>
      ) : null}
      <PrintableMenuCard />
      {codes.isLoading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconQrcode size={32} stroke={1.5} />}
          title="No QR code yet"
          description="Create a code for your online menu, then download it for print or open a ready-to-fold table tent."
          action={
            <Button onClick={() => create.mutate()} loading={create.isPending}>
              Create QR code
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list.map((code) => (
            <QrCard key={code.id} code={code} />
          ))}
        </SimpleGrid>
      )}
      <QrLimitModal opened={isLimitOpen} onClose={() => setIsLimitOpen(false)} />
      <ShareModal opened={isShareOpen} onClose={() => setIsShareOpen(false)} />
    </>
  );
}

function QrCard({ code }: { code: QrCode }) {
  const [isTablesOpen, setIsTablesOpen] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg">
      <Card.Section withBorder inheritPadding py="md" bg="white">
        <Image src={qrImageUrl(code.id, "svg")} alt={`QR code for ${code.url}`} h={260} fit="contain" />
      </Card.Section>
      <Stack gap={4} mt="md">
        <Text fw={700}>{code.name}</Text>
        <Anchor href={code.url} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: "anywhere" }}>
          {code.url}
        </Anchor>
        <Text size="xs" c="dimmed">
          Points at your permanent link, so it keeps working if you change your custom URL.
        </Text>
      </Stack>
      <Group gap="xs" mt="md">
        {(["png", "svg"] as const).map((format) => (
          <Button
            key={format}
            component="a"
            href={qrImageUrl(code.id, format, true)}
            download
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
          >
            Download {format.toUpperCase()}
          </Button>
        ))}
        <Button
          component="a"
          href={qrPrintUrl(code.id)}
          target="_blank"
          rel="noopener"
          size="xs"
          variant="default"
          leftSection={<IconPrinter size={14} />}
        >
          Table tent
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArmchair size={14} />}
          onClick={() => setIsTablesOpen(true)}
        >
          Table codes
        </Button>
      </Group>
      <TableCodesModal code={code} opened={isTablesOpen} onClose={() => setIsTablesOpen(false)} />
    </Card>
  );
}

/**
 * A code for each table, 1 to N, whose link carries the table (?table=N): a guest who scans
 * it can have the order brought to that table (Settings → Ordering, orders to tables).
 */
function TableCodesModal({ code, opened, onClose }: { code: QrCode; opened: boolean; onClose: () => void }) {
  const { dashboard } = useDashboard();
  const [count, setCount] = useState<number | string>(10);
  const tables = typeof count === "number" && Number.isInteger(count) ? count : 0;
  const isValid = tables >= 1 && tables <= TABLE_CODES_MAX;
  const toTables =
    dashboard.business.orderingEnabled && dashboard.business.config.orderDeliveryToTable === true;
  return (
    <Modal opened={opened} onClose={onClose} title="Table codes">
      <Stack>
        <Text size="sm">
          One code per table. Each opens your menu with its table number, so guests who order online can have
          it brought to their table.
        </Text>
        {!toTables ? (
          <Alert color="yellow" title="Orders to tables are off">
            Guests see the menu from these codes; to take their orders at the table, turn on online ordering
            and orders to tables in{" "}
            <Anchor component={Link} to="/app/settings/ordering">
              Settings → Ordering
            </Anchor>
            .
          </Alert>
        ) : null}
        <NumberInput
          label="Number of tables"
          min={1}
          max={TABLE_CODES_MAX}
          allowDecimal={false}
          value={count}
          onChange={setCount}
          error={isValid ? undefined : `Please choose from 1 to ${TABLE_CODES_MAX} tables.`}
        />
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          Table 1 opens {tableLink(code.url, 1)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            component="a"
            href={isValid ? qrTablesUrl(code.id, tables) : undefined}
            target="_blank"
            rel="noopener"
            leftSection={<IconPrinter size={16} />}
            disabled={!isValid}
          >
            Open printable codes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
