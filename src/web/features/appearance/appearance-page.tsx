import {
  Alert,
  Box,
  Button,
  ColorInput,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedCallback, useMediaQuery } from "@mantine/hooks";
import { IconCheck, IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { COLOR_PICKER_DEBOUNCE_MS } from "../../../shared/common/constants.ts";
import {
  type BrandColors,
  COLOR_PRESETS,
  type ColorKey,
  type ColorPreset,
  colorPairsOf,
  matchingPreset,
  presetConfig,
  readBrandColors,
} from "../../../shared/guest-page/color-presets.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig, useSaveConfig } from "../../api/settings.ts";
import { GuestPreview } from "../../ui/guest-preview.tsx";
import { notifyError } from "../../ui/notify.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { PublishButton } from "../../widgets/publish/publish-flow.tsx";
import {
  checkLogoFile,
  fetchLogos,
  fetchMenusOfBusiness,
  menusOfBusinessKey,
  uploadLogo,
} from "./appearance-api.ts";
import { ContrastWarnings } from "./contrast-warnings.tsx";

const COLOR_FIELDS: { key: ColorKey; label: string }[] = [
  { key: "bannerColor", label: "Banner color" },
  { key: "bannerTextColor", label: "Banner text color" },
  { key: "businessNameColor", label: "Business name color" },
  { key: "menuTextColor", label: "Menu text color" },
];

type SaveState = "idle" | "saving" | "saved";

/** app/designs: colors, logo and name, beside a live miniature of the guest page. */
export function AppearancePage() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const stored = readConfig(business.config);
  const save = useSaveConfig(business.id);
  const [draft, setDraft] = useState<BusinessConfig>(stored);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const colors = readBrandColors(draft);
  const isWide = useMediaQuery("(min-width: 62em)", true);
  const activePreset = matchingPreset(colors);
  const menus = useQuery({
    queryKey: menusOfBusinessKey(business.id),
    queryFn: () => fetchMenusOfBusiness(business.id),
  });

  // Autosave: "saving..." then "changes saved".
  const persist = (changes: BusinessConfig) => {
    setSaveState("saving");
    save.mutate(changes, {
      onSuccess: () => setSaveState("saved"),
      onError: (error) => {
        setSaveState("idle");
        notifyError(error);
      },
    });
  };
  const persistColors = useDebouncedCallback(
    (next: BrandColors) => persist({ ...next, colorPairs: colorPairsOf(next) }),
    COLOR_PICKER_DEBOUNCE_MS,
  );

  const applyPreset = (preset: ColorPreset) => {
    const changes = presetConfig(preset);
    setDraft((current) => ({ ...current, ...changes }));
    persist(changes);
  };
  const setColor = (key: ColorKey, value: string) => {
    if (!/^#[0-9a-fA-F]{6}$/.test(value)) return;
    const next = { ...colors, [key]: value.toLowerCase() };
    setDraft((current) => ({ ...current, ...next }));
    persistColors(next);
  };
  const setConfig = (changes: BusinessConfig) => {
    setDraft((current) => ({ ...current, ...changes }));
    persist(changes);
  };

  return (
    <>
      <PageHeader
        title="Appearance"
        description="Make your menu page look like your place."
        actions={
          <Group gap="sm">
            <Text fz="sm" c="dimmed" role="status" aria-live="polite">
              {saveState === "saving" ? "saving..." : saveState === "saved" ? "changes saved" : ""}
            </Text>
          </Group>
        }
      />
      <Box
        style={{
          display: "grid",
          gridTemplateColumns: isWide ? "minmax(0, 1fr) 360px" : "minmax(0, 1fr)",
          gap: "var(--mantine-spacing-xl)",
        }}
      >
        <Stack gap="lg" miw={0}>
          <SettingsCard
            title="Color presets"
            description="Six combinations that read well on a phone. Pick one, then fine-tune below."
          >
            {/* Two a row on a phone: three left "Olive Grove" too narrow a card for its name on one line. */}
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              {COLOR_PRESETS.map((preset) => (
                <PresetButton
                  key={preset.id}
                  preset={preset}
                  isActive={activePreset?.id === preset.id}
                  onPick={() => applyPreset(preset)}
                />
              ))}
            </SimpleGrid>
          </SettingsCard>
          <SettingsCard
            title="Custom colors"
            description="Your brand's own colors. Changes save as you pick."
          >
            <SimpleGrid cols={2} spacing="md">
              {COLOR_FIELDS.map((field) => (
                <ColorInput
                  key={`${field.key}-${colors[field.key]}-${activePreset?.id ?? "custom"}`}
                  label={field.label}
                  defaultValue={colors[field.key]}
                  format="hex"
                  onChange={(value) => setColor(field.key, value)}
                  swatches={[
                    ...new Set(COLOR_PRESETS.flatMap((preset) => [preset.bannerColor, preset.menuTextColor])),
                  ]}
                  swatchesPerRow={6}
                />
              ))}
            </SimpleGrid>
            <ContrastWarnings colors={colors} />
          </SettingsCard>
          <LogoCard logo={draft.logo ?? null} onChange={(logo) => setConfig({ logo })} />
          <SettingsCard title="Business name" description="Hide the name when your logo already says it.">
            <Switch
              label="Show business name"
              checked={draft.showBusinessName !== false}
              onChange={(event) => setConfig({ showBusinessName: event.currentTarget.checked })}
            />
          </SettingsCard>
        </Stack>
        <Stack gap="sm" style={isWide ? { position: "sticky", top: 88, alignSelf: "start" } : undefined}>
          <Group justify="space-between">
            <Title order={2} fz="md">
              Live preview
            </Title>
            <Text fz="xs" c="dimmed">
              {menus.data?.find((menu) => menu.active && !menu.removed)?.name ?? ""}
            </Text>
          </Group>
          <GuestPreview config={draft} location={business.location} menus={menus.data ?? []} />
          <Paper withBorder p="sm" radius="md" bg="gray.0">
            <Text fz="xs" c="dimmed" mb={8}>
              {business.published
                ? "This preview shows your changes now. Guests see them after you Publish Changes."
                : "This is how your page will look once you publish it."}
            </Text>
            <PublishButton size="xs" fullWidth />
          </Paper>
        </Stack>
      </Box>
    </>
  );
}

function PresetButton({
  preset,
  isActive,
  onPick,
}: {
  preset: ColorPreset;
  isActive: boolean;
  onPick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onPick}
      aria-pressed={isActive}
      aria-label={`${preset.name} color preset`}
      style={{
        borderRadius: "var(--mantine-radius-md)",
        border: isActive
          ? "2px solid var(--mantine-primary-color-filled)"
          : "1px solid var(--mantine-color-gray-3)",
        overflow: "hidden",
        padding: isActive ? 0 : 1,
      }}
    >
      <Box px="sm" py="md" style={{ background: preset.bannerColor, color: preset.bannerTextColor }}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} fz="sm" style={{ color: preset.businessNameColor }}>
            Aa
          </Text>
          {isActive ? <IconCheck size={16} aria-hidden /> : null}
        </Group>
      </Box>
      <Box px="sm" py={6} bg="white">
        <Text fz="xs" fw={600} style={{ color: preset.menuTextColor, whiteSpace: "nowrap" }}>
          {preset.name}
        </Text>
      </Box>
    </UnstyledButton>
  );
}

function LogoCard({ logo, onChange }: { logo: string | null; onChange: (logo: string | null) => void }) {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const [error, setError] = useState<string | null>(null);
  const logos = useQuery({ queryKey: ["logos", businessId], queryFn: () => fetchLogos(businessId) });
  const upload = useMutation({
    mutationFn: (file: File) => uploadLogo(businessId, file),
    onSuccess: async (image) => {
      onChange(image.path);
      await logos.refetch();
    },
  });
  const pick = async (file: File | null) => {
    setError(null);
    if (!file) return;
    const problem = await checkLogoFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    upload.mutate(file);
  };
  const earlier = (logos.data ?? []).filter((entry) => entry.path !== logo).slice(0, 6);

  return (
    <SettingsCard
      title="Logo"
      description="A square PNG or JPEG works best. It sits at the top of your menu page."
    >
      <Group gap="lg" align="center" wrap="nowrap">
        <Box
          w={88}
          h={88}
          style={{
            borderRadius: 16,
            border: "1px dashed var(--mantine-color-gray-4)",
            display: "grid",
            placeItems: "center",
            overflow: "hidden",
            flexShrink: 0,
            background: "#fff",
          }}
        >
          {logo ? (
            <Image src={logo} alt="Current logo" w={88} h={88} fit="contain" />
          ) : (
            <Text fz="xs" c="dimmed">
              No logo
            </Text>
          )}
        </Box>
        <Stack gap="xs">
          <Group gap="sm">
            <FileButton onChange={pick} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} leftSection={<IconPhotoUp size={16} />} loading={upload.isPending}>
                  {logo ? "Replace logo" : "Upload logo"}
                </Button>
              )}
            </FileButton>
            {logo ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onChange(null)}
              >
                Remove
              </Button>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            PNG or JPEG, under 5 MB.
          </Text>
        </Stack>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {earlier.length > 0 ? (
        <Stack gap={6}>
          <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.6 }}>
            Earlier logos
          </Text>
          <Group gap="xs">
            {earlier.map((entry) => (
              <UnstyledButton
                key={entry.id}
                onClick={() => onChange(entry.path)}
                aria-label="Use this earlier logo"
                style={{
                  border: "1px solid var(--mantine-color-gray-3)",
                  borderRadius: 8,
                  overflow: "hidden",
                }}
              >
                <Image src={entry.path} alt="" w={48} h={48} fit="contain" />
              </UnstyledButton>
            ))}
          </Group>
        </Stack>
      ) : null}
    </SettingsCard>
  );
}
