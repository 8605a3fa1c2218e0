import { Button, Divider, Stack, Switch, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { Currency } from "../../../shared/common/money.ts";
import { type LoyaltyProgram, LoyaltyProgramSchema } from "../../../shared/loyalty/loyalty.ts";
import { ApiRequestError } from "../../api/client.ts";
import { loyaltyProgramKey, saveLoyaltyProgram } from "../../api/loyalty.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { EarnFields } from "./earn-fields.tsx";
import { fieldOf, type ProgramValues, toProgram, toProgramValues } from "./loyalty-values.ts";
import { useRewardItems } from "./reward-items.ts";
import { RewardList } from "./reward-list.tsx";

export const PROGRAM_TITLE = "Rewards program";

interface LoyaltyProgramFormProps {
  businessId: string;
  /** The business's: minimum orders and amounts off are typed in it. */
  currency: Currency;
  program: LoyaltyProgram;
}

/** The program's rules in one form, checked by the server's own schema and saved together. */
export function LoyaltyProgramForm({ businessId, currency, program }: LoyaltyProgramFormProps) {
  const queryClient = useQueryClient();
  const items = useRewardItems(businessId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ProgramValues>({
    initialValues: toProgramValues(program, currency),
    // The server's own schema, so the form says what the server would, before anything is sent.
    validate: (values) => {
      const parsed = LoyaltyProgramSchema.safeParse(toProgram(values, currency));
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
        const field = fieldOf(path, values);
        if (field) errors[field] ??= message;
      }
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      const saved = await saveLoyaltyProgram(businessId, toProgram(values, currency));
      queryClient.setQueryData(loyaltyProgramKey(businessId), saved);
      form.setValues(toProgramValues(saved, currency));
      notifySuccess(MESSAGES.savedSuccessfully);
    } catch (error) {
      // A field the server names shows its message under that field; anything else shows by the button.
      let isPlaced = false;
      for (const issue of error instanceof ApiRequestError ? (error.errors ?? []) : []) {
        const field = fieldOf(issue.path, values);
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
        title={PROGRAM_TITLE}
        description="Guests join from “Rewards” on your menu page or when they check out, with their phone number or email address. They earn points once an order placed with it is completed, and pick a reward they hold the points for in their cart. When one asks for a reward at the counter, give it from their details in Customers: its points are taken off."
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
          <Switch label="Run a rewards program" {...form.getInputProps("enabled", { type: "checkbox" })} />
          <Divider />
          <EarnFields form={form} currency={currency} />
          <Divider />
          <RewardList form={form} currency={currency} items={items} />
        </Stack>
      </SettingsCard>
    </form>
  );
}
