import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAdjustments, IconGift } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { loyaltyProgramKey, useLoyaltyProgram } from "../../api/loyalty.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { AdjustPointsForm } from "./adjust-points-form.tsx";
import { type CustomerLoyalty, customerLoyaltyKey, useCustomerLoyalty } from "./customer-loyalty-api.ts";
import { GiveRewardForm } from "./give-reward-form.tsx";
import { formatPoints, LoyaltyHistory } from "./loyalty-history.tsx";

/**
 * A customer's rewards points: how many, whether they joined, what moved them, the owner's adjustments and the
 * rewards given at the counter.
 */
export function CustomerLoyaltyCard({ customerId }: { customerId: string }) {
  const loyalty = useCustomerLoyalty(customerId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="customer-loyalty-heading">
      <Stack gap="sm">
        <Title order={3} fz="h5" id="customer-loyalty-heading">
          Loyalty points
        </Title>
        {loyalty.isPending ? (
          <Center py="md" role="status" aria-label="Loading the customer's points">
            <Loader size="sm" />
          </Center>
        ) : loyalty.isError ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(loyalty.error)}
          </Text>
        ) : (
          <LoyaltyDetails customerId={customerId} loyalty={loyalty.data} />
        )}
      </Stack>
    </Paper>
  );
}

function LoyaltyDetails({ customerId, loyalty }: { customerId: string; loyalty: CustomerLoyalty }) {
  const queryClient = useQueryClient();
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const program = useLoyaltyProgram(businessId);
  const rewards = program.data?.rewards ?? [];
  const [openForm, setOpenForm] = useState<"adjust" | "reward" | null>(null);
  const changed = (message: string) => (answer: CustomerLoyalty) => {
    queryClient.setQueryData(customerLoyaltyKey(customerId), answer);
    setOpenForm(null);
    notifySuccess(message);
  };
  // A reward refused (gone from the program, or too few points): both are read again, so the choices are the server's.
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: loyaltyProgramKey(businessId) });
    void queryClient.invalidateQueries({ queryKey: customerLoyaltyKey(customerId) });
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Text fz={24} fw={700} lh={1.2}>
          {formatPoints(loyalty.points)}
        </Text>
        <Badge color={loyalty.isMember ? "teal" : "gray"} variant="light">
          {loyalty.isMember ? "Member" : "Not a member"}
        </Badge>
      </Group>
      {loyalty.isMember ? null : (
        <Text size="sm" c="dimmed">
          This customer has not joined your rewards program. Adding points makes them a member by their phone
          number.
        </Text>
      )}
      {openForm === "adjust" ? (
        <AdjustPointsForm
          customerId={customerId}
          onDone={changed("The customer's points were adjusted.")}
          onCancel={() => setOpenForm(null)}
        />
      ) : openForm === "reward" ? (
        <GiveRewardForm
          customerId={customerId}
          points={loyalty.points}
          rewards={rewards}
          onDone={changed("The reward was given and its points taken off.")}
          onUnavailable={reload}
          onCancel={() => setOpenForm(null)}
        />
      ) : (
        <Group gap="sm">
          {loyalty.isMember && rewards.length > 0 ? (
            <Button
              variant="default"
              leftSection={<IconGift size={16} />}
              onClick={() => setOpenForm("reward")}
            >
              Give a reward
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} />}
            onClick={() => setOpenForm("adjust")}
          >
            Adjust points
          </Button>
        </Group>
      )}
      <Title order={4} fz="sm">
        History
      </Title>
      <LoyaltyHistory history={loyalty.history} />
    </Stack>
  );
}
