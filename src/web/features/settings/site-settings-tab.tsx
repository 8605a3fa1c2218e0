import { Button, Divider, Group, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { type BusinessConfig, checkOrderNow } from "../../../shared/businesses/business-config.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig, useSaveConfig } from "../../api/settings.ts";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { SettingsCard } from "../../ui/settings-card.tsx";

type ShowKey =
  | "showBusinessName"
  | "showAddress"
  | "showPhone"
  | "showWebsite"
  | "showEmail"
  | "showFacebook"
  | "showTwitter"
  | "showInstagram"
  | "allowFeedback"
  | "dietFilters";

const SHOWN: {
  key: ShowKey;
  label: string;
  field?: "website" | "email" | "facebook" | "twitter" | "instagram" | "phone" | "address";
}[] = [
  { key: "showBusinessName", label: "Business name" },
  { key: "showAddress", label: "Address", field: "address" },
  { key: "showPhone", label: "Phone number", field: "phone" },
  { key: "showWebsite", label: "Website", field: "website" },
  { key: "showEmail", label: "Email", field: "email" },
  { key: "showFacebook", label: "Facebook", field: "facebook" },
  { key: "showTwitter", label: "X", field: "twitter" },
  { key: "showInstagram", label: "Instagram", field: "instagram" },
];

/** Settings → Site Settings: what the guest page shows, and the Order Now button. */
export function SiteSettingsTab() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const config = readConfig(business.config);
  const save = useSaveConfig(business.id);

  const [values, setValues] = useState<
    Required<Pick<BusinessConfig, ShowKey | "orderNowButton" | "orderNowPhone">>
  >(() => ({
    showBusinessName: config.showBusinessName ?? true,
    showAddress: config.showAddress ?? true,
    showPhone: config.showPhone ?? true,
    showWebsite: config.showWebsite ?? true,
    showEmail: config.showEmail ?? false,
    showFacebook: config.showFacebook ?? true,
    showTwitter: config.showTwitter ?? true,
    showInstagram: config.showInstagram ?? true,
    allowFeedback: config.allowFeedback ?? false,
    dietFilters: config.dietFilters ?? true,
    orderNowButton: config.orderNowButton ?? false,
    orderNowPhone: config.orderNowPhone ?? "",
  }));
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setPhoneError(null);
  };

  const submit = () => {
    const problem = checkOrderNow(values);
    if (problem) {
      setPhoneError(problem);
      return;
    }
    save.mutate(values, {
      onSuccess: () => notifySuccess(MESSAGES.savedSuccessfully),
      onError: (error) => {
        // The server names the field by its path (config.orderNowPhone), never by matching the message.
        const unplaced = applyServerErrors(error, (_, text) => setPhoneError(text), ["config.orderNowPhone"]);
        if (unplaced !== null) notifyError(error);
      },
    });
  };

  const location = business.location;
  const missing = (field: (typeof SHOWN)[number]["field"]) => (field ? !location[field] : false);

  return (
    <Stack gap="lg">
      <SettingsCard
        title="What guests see"
        description="Choose the details your menu page shows. Details come from your location; empty ones are never shown."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {SHOWN.map((item) => (
            <Switch
              key={item.key}
              label={item.label}
              description={missing(item.field) ? "Not added to your location yet" : undefined}
              checked={values[item.key]}
              onChange={(event) => set(item.key, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
        <Divider />
        <Switch
          label="Allow feedback"
          description="Guests can leave a rating and a message for you."
          checked={values.allowFeedback}
          onChange={(event) => set("allowFeedback", event.currentTarget.checked)}
        />
        <Switch
          label="Diet and allergen filter"
          description="Guests can show only vegan, gluten-free… dishes or leave out peanuts, dairy… using your items' icons. An item whose icons say nothing of what a guest leaves out is marked “Allergens not listed”."
          checked={values.dietFilters}
          onChange={(event) => set("dietFilters", event.currentTarget.checked)}
        />
      </SettingsCard>
      <SettingsCard
        title="Order Now button"
        description="A button at the foot of your menu page that calls you, so guests can phone in an order."
      >
        <Switch
          label="Show the Order Now button"
          checked={values.orderNowButton}
          onChange={(event) => set("orderNowButton", event.currentTarget.checked)}
        />
        <PhoneInput
          label="Phone number for orders"
          value={values.orderNowPhone}
          onChange={(digits) => set("orderNowPhone", digits)}
          error={phoneError}
          maw={320}
        />
      </SettingsCard>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          Changes show on your live page after Publish Changes.
        </Text>
        <Button onClick={submit} loading={save.isPending}>
          Save site settings
        </Button>
      </Group>
    </Stack>
  );
}
