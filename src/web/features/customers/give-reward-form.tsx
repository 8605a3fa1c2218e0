import { Button, Paper, Radio, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { RedeemRewardSchema, type Reward } from "../../../shared/loyalty/loyalty.ts";
import { ApiRequestError } from "../../api/client.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { errorMessage } from "../../ui/form-errors.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { type CustomerLoyalty, redeemCustomerReward } from "./customer-loyalty-api.ts";
import { formatPoints } from "./loyalty-history.tsx";

/** "needs 1 more point", "needs 1,250 more points". */
const needsMore = (missing: number) =>
  `needs ${missing.toLocaleString("en-US")} more ${missing === 1 ? "point" : "points"}`;

/** Gives the customer one of the program's rewards at the counter: its points are taken off theirs. */
export function GiveRewardForm({
  customerId,
  points,
  rewards,
  onDone,
  onUnavailable,
  onCancel,
}: {
  customerId: string;
  /** The customer's points now: a reward that costs more can't be chosen. */
  points: number;
  rewards: Reward[];
  /** Called with the customer's points and history as the server now has them. */
  onDone: (loyalty: CustomerLoyalty) => void;
  /** The server no longer has the reward, or the customer has fewer points than shown: the card reloads both. */
  onUnavailable: () => void;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The form takes the place of the button that opened it: the first reward that can be chosen takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[type=radio]:not(:disabled)")?.focus();
  }, []);
  const form = useForm({
    initialValues: { rewardId: "" },
    validate: (values) => {
      const parsed = RedeemRewardSchema.safeParse(values);
      return parsed.success ? {} : fieldErrors(parsed.error);
    },
  });

  const handleSubmit = form.onSubmit(async ({ rewardId }) => {
    setFormError(null);
    try {
      onDone(await redeemCustomerReward(customerId, rewardId));
    } catch (error) {
      setFormError(errorMessage(error));
      if (error instanceof ApiRequestError && error.code === "REWARD_UNAVAILABLE") onUnavailable();
    }
  });

  return (
    <Paper
      ref={formRef}
      withBorder
      p="md"
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label="Give a reward"
    >
      <Stack gap="sm">
        <Title order={4} fz="md">
          Give a reward
        </Title>
        <Radio.Group
          label="Reward"
          description="Its points are taken off the customer's."
          {...form.getInputProps("rewardId")}
        >
          <Stack gap="xs" mt="xs">
            {rewards.map((reward) => {
              const missing = reward.points - points;
              return (
                <Radio
                  key={reward.id}
                  value={reward.id}
                  label={`${reward.name} · ${formatPoints(reward.points)}`}
                  description={missing > 0 ? needsMore(missing) : undefined}
                  disabled={missing > 0}
                  styles={{ label: { overflowWrap: "anywhere" } }}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        <FormActions error={formError} onCancel={onCancel}>
          <Button type="submit" loading={form.submitting}>
            Give the reward
          </Button>
        </FormActions>
      </Stack>
    </Paper>
  );
}
