import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconConfetti, IconExternalLink, IconShare } from "@tabler/icons-react";
import { useState } from "react";
import type { Business } from "../../../shared/businesses/businesses.ts";
import { publicPageUrl } from "../../api/publishing.ts";
import { ShareModal } from "../share/share-modal.tsx";

/** The first publish celebrates, and its Share opens the share modal. */
export function CelebrationModal({ business, onClose }: { business: Business; onClose: () => void }) {
  const link = publicPageUrl(business);
  const [isSharing, setIsSharing] = useState(false);
  if (isSharing) return <ShareModal opened onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} size="md" title="Your menu is live!">
      <Stack align="center" ta="center" gap="md" pb="md">
        <ThemeIcon size={72} radius={36} variant="light" color="teal" aria-hidden>
          <IconConfetti size={40} stroke={1.5} />
        </ThemeIcon>
        <Text c="dimmed">Share your link with guests, print it on a QR code, or post it online.</Text>
        <Anchor href={link} target="_blank" rel="noopener" fw={600} style={{ overflowWrap: "anywhere" }}>
          {link}
        </Anchor>
        <Group>
          <Button
            variant="default"
            leftSection={<IconExternalLink size={16} />}
            component="a"
            href={link}
            target="_blank"
            rel="noopener"
          >
            Open page
          </Button>
          <Button leftSection={<IconShare size={16} />} onClick={() => setIsSharing(true)}>
            Share
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
