import { Anchor, Button, Center, Divider, Loader, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { Currency } from "../../../shared/common/money.ts";
import { type GiftCardSettings, GiftCardSettingsSchema } from "../../../shared/gift-cards/gift-cards.ts";
import { ApiRequestError } from "../../api/client.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { notifySuccess } from "../../ui/notify.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { fieldOf, type SellingValues, toSellingValues, toSettings } from "./gift-card-selling-values.ts";
import { giftCardSettingsKey, saveGiftCardSettings, useGiftCardSettings } from "./gift-cards-api.ts";
import { MoneyInput } from "./money-input.tsx";
import { PresetAmounts } from "./preset-amounts.tsx";

const TITLE = "Selling gift cards online";
/** Where the owner connects Stripe: guests pay for a card by card, online. */
const PAYMENTS_PATH = "/app/settings/payments";

interface GiftCardSellingProps {
  businessId: string;
  /** The business's: amounts are typed in it and cards are sold in it. */
  currency: Currency;
}

/** Whether guests buy gift cards on the menu page, and for which amounts. */
export function GiftCardSelling({ businessId, currency }: GiftCardSellingProps) {
  const settings = useGiftCardSettings(businessId);
  if (settings.isPending)
    return (
      <SettingsCard title={TITLE}>
        <Center py="md" role="status" aria-label="Loading the gift card settings">
          <Loader size="sm" />
        </Center>
      </SettingsCard>
    );
  if (settings.isError)
    return (
      <SettingsCard title={TITLE}>
        <LoadFailed what="the gift card settings" onRetry={() => void settings.refetch()} />
      </SettingsCard>
    );
  // Drawn once the saved settings arrive, so the form starts from them rather than from the defaults.
  return <SellingForm businessId={businessId} currency={currency} settings={settings.data} />;
}

function SellingForm({
  businessId,
  currency,
  settings,
}: GiftCardSellingProps & { settings: GiftCardSettings }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SellingValues>({
    initialValues: toSellingValues(settings, currency),
    // The server's own schema, so the form says what the server would, before anything is sent.
    validate: (values) => {
      const parsed = GiftCardSettingsSchema.safeParse(toSettings(values, currency));
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
        const field = fieldOf(path);
        if (field) errors[field] ??= message;
      }
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      const saved = await saveGiftCardSettings(businessId, toSettings(values, currency));
      queryClient.setQueryData(giftCardSettingsKey(businessId), saved);
      // From what was saved: an amount's box left empty goes away rather than waiting to be filled.
      form.setValues(toSellingValues(saved, currency));
      notifySuccess(MESSAGES.savedSuccessfully);
    } catch (error) {
      // A field the server names shows its message under that field; anything else shows by the button.
      let isPlaced = false;
      for (const issue of error instanceof ApiRequestError ? (error.errors ?? []) : []) {
        const field = fieldOf(issue.path);
        if (field === null) continue;
        form.setFieldError(field, issue.message);
        isPlaced = true;
      }
      setRefusal(isPlaced ? null : errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <SettingsCard
        title={TITLE}
        description="Guests buy a card on your menu page, to spend at your restaurant or to give to someone."
        footer={
          <>
            {refusal ? (
              <Text c="red" fz="sm" role="alert" style={{ flex: "1 1 12rem" }}>
                {refusal}
              </Text>
            ) : null}
            <Button type="submit" loading={form.submitting}>
              Save
            </Button>
          </>
        }
      >
        <Stack gap="lg">
          <Stack gap="xs">
            <Switch
              label="Sell gift cards on your menu page"
              {...form.getInputProps("enabled", { type: "checkbox" })}
            />
            {form.values.enabled ? <WhereGuestsBuy /> : null}
          </Stack>
          <Divider />
          <PresetAmounts form={form} currency={currency} />
          {/* Side by side only where the card is wide enough for both labels whole. */}
          <SimpleGrid type="container" cols={{ base: 1, "520px": 2 }} spacing="lg" verticalSpacing="sm">
            <MoneyInput
              currency={currency}
              label="Smallest amount a guest may choose"
              {...form.getInputProps("min")}
            />
            <MoneyInput
              currency={currency}
              label="Largest amount a guest may choose"
              {...form.getInputProps("max")}
            />
          </SimpleGrid>
        </Stack>
      </SettingsCard>
    </form>
  );
}

/** What switching selling on does for guests, and what it needs: cards are paid online, through Stripe. */
function WhereGuestsBuy() {
  return (
    <Text fz="sm" c="dimmed">
      Guests find "Gift cards" in your menu page's header. They pay by card, so set up online card payments
      through Stripe in{" "}
      <Anchor component={Link} to={PAYMENTS_PATH} fz="sm">
        Settings → Payments
      </Anchor>{" "}
      before they can buy one.
    </Text>
  );
}
