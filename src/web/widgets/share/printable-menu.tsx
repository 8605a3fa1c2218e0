import { Button, Card, Group, SegmentedControl, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconFileTypePdf, IconPrinter } from "@tabler/icons-react";
import { useState } from "react";
import {
  defaultPaper,
  PAPER_LABELS,
  PAPERS,
  type Paper,
  printableMenuPath,
} from "../../../shared/guest-page/printable-menu.ts";
import { guestOrigin } from "../../api/api-path.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";

/** The printable menu's address and paper choice for the business on screen. */
export function usePrintableMenu() {
  const { dashboard } = useDashboard();
  const business = dashboard.business;
  const [paper, setPaper] = useState<Paper>(() => defaultPaper(business.location.country));
  const address = business.customUrl || business.url;
  const href = `${guestOrigin()}${printableMenuPath(address, { paper })}`;
  return { paper, setPaper, href, isPublished: business.published };
}

/** A4 or US Letter, side by side. */
export function PaperChoice({ paper, onChange }: { paper: Paper; onChange: (paper: Paper) => void }) {
  return (
    <SegmentedControl
      aria-label="Paper size"
      data={PAPERS.map((value) => ({ value, label: PAPER_LABELS[value] }))}
      value={paper}
      onChange={(value) => onChange(value as Paper)}
    />
  );
}

/** Opens the published menu's PDF in a new tab; there is none to open before the first publish. */
export function PrintableMenuButton({ href, isPublished }: { href: string; isPublished: boolean }) {
  return (
    <Button
      component="a"
      href={isPublished ? href : undefined}
      target="_blank"
      rel="noopener"
      leftSection={<IconPrinter size={16} />}
      disabled={!isPublished}
    >
      Printable menu (PDF)
    </Button>
  );
}

/**
 * The card on the QR codes page: the published menu as a PDF to print, on the paper the
 * owner picks (Letter in the US and Canada, A4 elsewhere, to begin with).
 */
export function PrintableMenuCard() {
  const { paper, setPaper, href, isPublished } = usePrintableMenu();
  return (
    <Card
      component="section"
      aria-labelledby="printable-menu-title"
      withBorder
      radius="md"
      padding="lg"
      mb="lg"
    >
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: "1 1 300px" }}>
          <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
            <IconFileTypePdf size={24} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700} id="printable-menu-title">
              Printable menu
            </Text>
            <Text size="sm" c="dimmed">
              {isPublished
                ? "Your published menu as a PDF with your colors, logo and icons: print it for the tables or the window."
                : "Publish your menu to print it: the PDF shows exactly what guests see."}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <PaperChoice paper={paper} onChange={setPaper} />
          <PrintableMenuButton href={href} isPublished={isPublished} />
        </Group>
      </Group>
    </Card>
  );
}
