import { Anchor, Badge, Button, Flex, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconCopy, IconExternalLink, IconQrcode, IconShare, IconWorldOff } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { COPIED_RESET_MS } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { CustomUrlSchema } from "../../../shared/publishing/publishing.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { pageAddress, publicPageUrl, publishingApi } from "../../api/publishing.ts";
import { useRefreshDashboard } from "../../api/settings.ts";
import { copyText } from "../../ui/copy-text.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { PublishButton } from "../../widgets/publish/publish-flow.tsx";
import { ShareModal } from "../../widgets/share/share-modal.tsx";

/** Settings → Status: publishing and the custom URL. */
export function StatusTab() {
  return (
    <Stack gap="lg">
      <PublishingCard />
      <LinkCard />
      <CustomUrlCard />
    </Stack>
  );
}

function PublishingCard() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const refresh = useRefreshDashboard();
  const [isConfirming, setIsConfirming] = useState(false);
  const unpublish = useMutation({
    mutationFn: () => publishingApi.unpublish(business.id),
    onSuccess: async () => {
      await refresh();
      setIsConfirming(false);
      notifySuccess(MESSAGES.unpublished);
    },
  });

  return (
    <SettingsCard
      title="Publishing"
      description={
        business.published
          ? "Your menu page is live. Edits you make stay private until you publish them."
          : "Your menu page is not live yet. Publish it when your menu and details are ready."
      }
      aside={
        <Badge size="lg" variant="light" color={business.published ? "teal" : "gray"}>
          {business.published ? "Published" : "Not published"}
        </Badge>
      }
    >
      <Group gap="sm">
        <PublishButton />
        {business.published ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconWorldOff size={16} />}
            onClick={() => setIsConfirming(true)}
          >
            Unpublish
          </Button>
        ) : null}
        {business.published ? (
          <Text fz="sm" c="dimmed">
            {business.viewCount} {business.viewCount === 1 ? "view" : "views"} so far
          </Text>
        ) : null}
      </Group>
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title="Are you sure?">
        <Stack gap="lg">
          <Text>
            Your link stops working and guests see that the page is no longer available. You can publish again
            at any time.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)} disabled={unpublish.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => unpublish.mutate()} loading={unpublish.isPending}>
              Unpublish
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}

/** The copy button's label says "Copied!" for 3 s. */
export function useCopied() {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);
  const copy = async (text: string) => {
    if (await copyText(text)) {
      setIsCopied(true);
      notifySuccess(MESSAGES.copied);
    }
  };
  return { isCopied, copy };
}

function LinkCard() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const link = publicPageUrl(business);
  const { isCopied, copy } = useCopied();
  const [isSharing, setIsSharing] = useState(false);
  return (
    <SettingsCard
      title="Your link"
      description={
        business.published
          ? "Share this link or print it as a QR code; guests always get your latest published menu."
          : "This will be your link once you publish."
      }
    >
      {/* The link takes the full width on a phone, with its buttons underneath. */}
      <Flex gap="sm" direction={{ base: "column", sm: "row" }} align={{ base: "stretch", sm: "flex-end" }}>
        {/* A growing text box: on a phone the whole link wraps instead of ending at the field's edge. */}
        <Textarea
          label="Public link"
          value={link}
          readOnly
          autosize
          minRows={1}
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm" wrap="nowrap">
          <Button
            variant={isCopied ? "light" : "default"}
            color={isCopied ? "teal" : undefined}
            leftSection={<IconCopy size={16} />}
            onClick={() => copy(link)}
            miw={110}
          >
            {isCopied ? "Copied!" : "Copy"}
          </Button>
          {business.published ? (
            <Button
              variant="default"
              component="a"
              href={`${link}?preview=true`}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={16} />}
            >
              Open page
            </Button>
          ) : null}
        </Group>
      </Flex>
      {/* The card says "print it as a QR code"; here is where. */}
      <Group gap="sm">
        <Button variant="light" leftSection={<IconShare size={16} />} onClick={() => setIsSharing(true)}>
          Share
        </Button>
        <Button variant="light" component={Link} to="/app/qrcodes" leftSection={<IconQrcode size={16} />}>
          QR codes
        </Button>
      </Group>
      <ShareModal opened={isSharing} onClose={() => setIsSharing(false)} />
    </SettingsCard>
  );
}

function customUrlError(value: string): string | null {
  const parsed = CustomUrlSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.customUrlInvalid);
}

function CustomUrlCard() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const refresh = useRefreshDashboard();
  const saved = business.customUrl ?? "";
  const [value, setValue] = useState(saved);
  const [isConfirming, setIsConfirming] = useState(false);
  const trimmed = value.trim();
  const [debounced] = useDebouncedValue(trimmed, 400);
  const formatError = customUrlError(value);
  const isChanged = trimmed !== saved;
  const isWide = useMediaQuery("(min-width: 48em)", true);
  const prefix = isWide ? `${window.location.host}/m/` : "/m/";

  const availability = useQuery({
    queryKey: ["custom-url-available", business.id, debounced],
    queryFn: () => publishingApi.validateUrl(debounced, business.id),
    enabled: debounced !== "" && debounced !== saved && customUrlError(debounced) === null,
    staleTime: 10_000,
  });
  const isTaken = debounced === trimmed && availability.data === false;
  const error = formatError ?? (isTaken ? MESSAGES.customUrlTaken : null);

  const update = useMutation({
    mutationFn: () => publishingApi.setCustomUrl(business.id, trimmed),
    onSuccess: async () => {
      await refresh();
      setIsConfirming(false);
      notifySuccess(MESSAGES.savedSuccessfully);
    },
    onError: () => setIsConfirming(false),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isChanged || error) return;
    // Changing the custom URL while published requires confirmation: guests' links change with it.
    if (business.published) setIsConfirming(true);
    else update.mutate();
  };

  return (
    <SettingsCard
      title="Custom URL"
      description="A short, memorable address for your menu page. Letters, digits, hyphens, underscores and dots; up to 25 characters. Leave it empty to use the address we made for you."
    >
      <form onSubmit={submit} noValidate>
        <Flex
          gap="sm"
          direction={{ base: "column", sm: "row" }}
          align={{ base: "stretch", sm: "flex-start" }}
        >
          {/* On a phone the field shows "/m/" alone: the host beside it left too little room for the address. */}
          <TextInput
            label="Custom URL"
            leftSection={
              <Text fz="sm" c="dimmed" pl="sm" style={{ whiteSpace: "nowrap" }}>
                {prefix}
              </Text>
            }
            leftSectionWidth={`${prefix.length * 0.5 + 1.5}rem`}
            placeholder={business.url}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            description={
              !error && isChanged && trimmed && availability.data === true
                ? "This address is available."
                : undefined
            }
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            mt={{ base: 0, sm: 24 }}
            disabled={!isChanged || Boolean(error)}
            loading={update.isPending}
          >
            Update
          </Button>
        </Flex>
      </form>
      <Text fz="sm" c="dimmed">
        Now:{" "}
        <Anchor href={`${publicPageUrl(business)}?preview=true`} target="_blank" rel="noopener">
          /m/{pageAddress(business)}
        </Anchor>
      </Text>
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title="Change your link?">
        <Stack gap="lg">
          {/* The old address answers 301 to the new one (the server keeps it until another
              business takes it), so printed QR codes keep working. */}
          <Text>
            Your page is published. Its new link is <b>/m/{trimmed || business.url}</b>.
          </Text>
          <Text>
            The old link <b>/m/{pageAddress(business)}</b> and QR codes printed with it keep working: they
            send guests to the new link. Only if another business later takes the old address does it stop
            leading here.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button onClick={() => update.mutate()} loading={update.isPending}>
              Change link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}
