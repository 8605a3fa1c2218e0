import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAdjustments } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { AdjustPointsForm } from "./adjust-points-form.tsx";
import { type CustomerLoyalty, customerLoyaltyKey, useCustomerLoyalty } from "./customer-loyalty-api.ts";
import { formatPoints, LoyaltyHistory } from "./loyalty-history.tsx";

/** A customer's rewards points: how many, whether they joined, what moved them, and the owner's adjustments. */
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
  const [isAdjusting, setIsAdjusting] = useState(false);
  const adjusted = (changed: CustomerLoyalty) => {
    queryClient.setQueryData(customerLoyaltyKey(customerId), changed);
    setIsAdjusting(false);
    notifySuccess("The customer's points were adjusted.");
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
      {isAdjusting ? (
        <AdjustPointsForm customerId={customerId} onDone={adjusted} onCancel={() => setIsAdjusting(false)} />
      ) : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} />}
            onClick={() => setIsAdjusting(true)}
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
