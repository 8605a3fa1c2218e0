import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { RESET_TOKEN_TTL_MINUTES } from "../../../shared/constants.ts";
import { requestPasswordReset } from "../auth/auth-api.ts";
import { useDashboard } from "../shell/dashboard-context.tsx";

export function SecurityTab() {
  const { dashboard } = useDashboard();
  const { email } = dashboard.member;
  const reset = useMutation({ mutationFn: () => requestPasswordReset(email) });

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }}>
      <Stack gap="md" align="flex-start">
        <Title order={2} fz="xl">
          Password
        </Title>
        <Text c="dimmed">
          We'll email a link to <b>{email}</b>. Following it lets you choose a new password; then you log in
          again everywhere with the new one.
        </Text>
        {reset.isSuccess ? (
          <Alert color="teal" icon={<IconMailForward size={18} />} role="status" w="100%">
            Reset link sent to {email}. It works for {RESET_TOKEN_TTL_MINUTES} minutes.
          </Alert>
        ) : null}
        <Button
          onClick={() => reset.mutate()}
          loading={reset.isPending}
          leftSection={<IconMailForward size={18} />}
        >
          Reset password by email
        </Button>
      </Stack>
    </Paper>
  );
}
