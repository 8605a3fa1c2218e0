import {
  Alert,
  Anchor,
  Box,
  Button,
  CopyButton,
  Divider,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconFileTypePdf,
  IconLink,
  IconQrcode,
} from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { COPIED_RESET_MS } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { guestOrigin } from "../../api/api-path.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { createQrCode, menuQrCodeRequest, qrCodesKey, qrImageUrl, useQrCodes } from "../../api/qrcodes.ts";
import { EmbedSection } from "./embed-section.tsx";
import { PaperChoice, PrintableMenuButton, usePrintableMenu } from "./printable-menu.tsx";

/** The share links of a business: its menu link, link page and prefilled social posts. */
export function shareLinks(options: { origin: string; address: string; name: string }) {
  const menu = `${options.origin}/m/${encodeURIComponent(options.address)}`;
  const text = `See the menu of ${options.name} and find out what's cooking:`;
  return {
    menu,
    linkPage: `${options.origin}/l/${encodeURIComponent(options.address)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(menu)}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(menu)}`,
  };
}

/**
 * The menu's QR code as the QR codes screen lists it: the stored online-menu code of this business, made when the
 * dialog first shows it (a printed code then always has its downloads and table tents there). Until it arrives,
 * or when the plan allows no more codes, none (`null`, and `isRefused` then).
 */
function useMenuQrCode(isOpened: boolean) {
  const { dashboard, session } = useDashboard();
  const business = dashboard.business;
  const queryClient = useQueryClient();
  const codes = useQrCodes(business.id, isOpened);
  const stored = codes.data?.find((code) => code.type === "online-menu") ?? null;
  const create = useMutation({
    mutationFn: () => createQrCode(menuQrCodeRequest({ memberId: session.memberId, business })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodesKey(business.id) }),
    // A refusal (the free plan's one code is another location's) leaves the drawn link in its place.
    meta: { handlesErrors: true },
  });
  // Asked once per business: the location switcher may change it while the dialog stays mounted.
  const askedFor = useRef<string | null>(null);
  const isMissing = isOpened && codes.isSuccess && stored === null;
  useEffect(() => {
    if (!isMissing || askedFor.current === business.id) return;
    askedFor.current = business.id;
    create.mutate();
  }, [isMissing, business.id, create]);
  return { code: stored, isRefused: create.isError };
}

/** The menu link as a QR code, drawn in the browser with `qrcode`. */
function useQrDataUrl(value: string) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    if (!value) {
      setDataUrl(null);
      return;
    }
    QRCode.toDataURL(value, { width: 360, margin: 1, errorCorrectionLevel: "M" })
      .then((url) => {
        if (isCurrent) setDataUrl(url);
      })
      .catch(() => setDataUrl(null));
    return () => {
      isCurrent = false;
    };
  }, [value]);
  return dataUrl;
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    // On a phone the button goes under the address rather than squeezing it to a few characters.
    <Group gap="xs" align="flex-end">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: "1 1 240px" }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={value} timeout={COPIED_RESET_MS}>
        {({ copied, copy }) => (
          <Button
            onClick={copy}
            color={copied ? "teal" : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            miw={190}
            aria-live="polite"
          >
            {copied ? MESSAGES.copied : "Copy link"}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** Where the owner can post the menu link: each opens the network's own share page in a new tab. */
const POST_TARGETS = [
  { link: "facebook", label: "Share on Facebook", Icon: IconBrandFacebook, color: "#1877F2" },
  { link: "x", label: "Post on X", Icon: IconBrandX, color: "dark" },
] as const;

export interface ShareModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The share modal: copy the link, the QR code, posts to Facebook and X, the link page, and the code that embeds
 * the menu in the owner's own website. Any screen in the dashboard shell may open it (the first-publish
 * celebration does).
 */
export function ShareModal({ opened, onClose }: ShareModalProps) {
  const { dashboard } = useDashboard();
  const business = dashboard.business;
  const address = business.customUrl || business.url;
  const links = shareLinks({ origin: guestOrigin(), address, name: business.location.name });
  const menuQr = useMenuQrCode(opened);
  // Drawn here only when no stored code can be made.
  const drawn = useQrDataUrl(menuQr.isRefused ? links.menu : "");
  const printable = usePrintableMenu();

  return (
    <Modal opened={opened} onClose={onClose} title="Share your menu" size="lg">
      <Stack gap="md">
        {!business.published ? (
          <Alert color="yellow" title="Not published yet">
            Guests see your menu at this link once you publish.
          </Alert>
        ) : null}
        <CopyField label="Your menu link" value={links.menu} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Stack gap="xs" align="center">
            <Box
              p="xs"
              bg="white"
              style={{
                border: "1px solid var(--mantine-color-gray-3)",
                borderRadius: "var(--mantine-radius-md)",
              }}
            >
              {menuQr.code ? (
                <Image
                  src={qrImageUrl(menuQr.code.id, "svg")}
                  alt={`QR code for ${menuQr.code.url}`}
                  w={180}
                  h={180}
                />
              ) : drawn ? (
                <Image src={drawn} alt={`QR code for ${links.menu}`} w={180} h={180} />
              ) : (
                <Box w={180} h={180} />
              )}
            </Box>
            <Button
              component={Link}
              to="/app/qrcodes"
              onClick={onClose}
              variant="subtle"
              size="xs"
              leftSection={<IconQrcode size={14} />}
            >
              Print QR codes and table tents
            </Button>
          </Stack>
          <Stack gap="sm" justify="center">
            <Text fw={600}>Post it</Text>
            {POST_TARGETS.map(({ link, label, Icon, color }) => (
              <Button
                key={link}
                component="a"
                href={links[link]}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<Icon size={18} />}
                color={color}
              >
                {label}
              </Button>
            ))}
          </Stack>
        </SimpleGrid>
        <Divider />
        <Stack gap={4}>
          <Group gap="xs">
            <IconLink size={18} aria-hidden />
            <Text fw={600}>Link page</Text>
          </Group>
          <Text size="sm" c="dimmed">
            One page with your menu, phone, website and social links: made for your Instagram bio.
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Box style={{ flex: 1 }}>
              <CopyField label="Link page address" value={links.linkPage} />
            </Box>
          </Group>
          <Anchor href={links.linkPage} target="_blank" rel="noopener" size="sm">
            Open the link page <IconExternalLink size={12} />
          </Anchor>
        </Stack>
        <Divider />
        <EmbedSection businessId={business.id} menuUrl={links.menu} name={business.location.name} />
        <Divider />
        <Stack gap="xs">
          <Group gap="xs">
            <IconFileTypePdf size={18} aria-hidden />
            <Text fw={600}>Printable menu</Text>
          </Group>
          <Text size="sm" c="dimmed">
            Your published menu as a PDF to print, with your colors, logo and icons.
          </Text>
          <Group gap="sm">
            <PaperChoice paper={printable.paper} onChange={printable.setPaper} />
            <PrintableMenuButton href={printable.href} isPublished={printable.isPublished} />
          </Group>
        </Stack>
      </Stack>
    </Modal>
  );
}
