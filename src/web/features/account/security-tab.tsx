import {
  Alert,
  Badge,
  Button,
  Center,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PASSWORD_MIN, RESET_TOKEN_TTL_MINUTES } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { requestPasswordReset } from "../../api/auth.ts";
import { ApiRequestError } from "../../api/client.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { formatSavedDate } from "../../ui/dates.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { accountApi, describeUserAgent, sessionsKey } from "./account-api.ts";

/** settings/security: change password (other sessions end), active sessions, reset by email. */
export function SecurityTab() {
  return (
    <Stack gap="lg">
      <ChangePasswordCard />
      <SessionsCard />
      <ResetByEmailCard />
    </Stack>
  );
}

function ChangePasswordCard() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ current: "", next: "", confirm: "" });
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const change = useMutation({
    mutationFn: () =>
      accountApi.changePassword({ currentPassword: values.current, newPassword: values.next }),
    onSuccess: async () => {
      setValues({ current: "", next: "", confirm: "" });
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
      notifySuccess("Your password was changed. Your other sessions were logged out.");
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) setErrors({ current: error.message });
      else notifyError(error);
    },
    meta: { handlesErrors: true },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!values.current) next.current = MESSAGES.passwordRequired;
    if (values.next.length < PASSWORD_MIN) next.next = MESSAGES.passwordTooShort;
    if (values.confirm !== values.next) next.confirm = "The passwords do not match.";
    if (Object.keys(next).length > 0) return setErrors(next);
    change.mutate();
  };
  const field = (key: keyof typeof values) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [key]: event.currentTarget.value });
      setErrors({});
    },
  });
  return (
    <form noValidate onSubmit={submit}>
      <SettingsCard
        title="Change password"
        description="Every other device you're logged in on is logged out when you change it."
        footer={
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PasswordInput label="Current password" autoComplete="current-password" {...field("current")} />
          <PasswordInput label="New password" autoComplete="new-password" {...field("next")} />
          <PasswordInput label="Repeat new password" autoComplete="new-password" {...field("confirm")} />
        </SimpleGrid>
      </SettingsCard>
    </form>
  );
}

function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: accountApi.sessions });
  const end = useMutation({
    mutationFn: (sessionId: string) => accountApi.endSession(sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
  return (
    <SettingsCard
      title="Active sessions"
      description="Devices where you're logged in. End any you don't recognize."
    >
      {sessions.isPending ? (
        <Center py="md" role="status" aria-label="Loading sessions">
          <Loader size="sm" />
        </Center>
      ) : !sessions.data || sessions.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          We couldn't list your sessions right now.
        </Text>
      ) : (
        // Two columns, the dates under the device, so the table fits a phone.
        <Table verticalSpacing="sm" aria-label="Active sessions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Device</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {describeUserAgent(session.userAgent)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    Logged in {formatSavedDate(session.createdAt)} · last active{" "}
                    {formatSavedDate(session.lastSeenAt)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {session.current ? (
                    <Badge variant="light">This device</Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      loading={end.isPending && end.variables === session.id}
                      onClick={() => end.mutate(session.id)}
                    >
                      End session
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SettingsCard>
  );
}

function ResetByEmailCard() {
  const { dashboard } = useDashboard();
  const { email } = dashboard.member;
  const reset = useMutation({ mutationFn: () => requestPasswordReset(email) });
  return (
    <SettingsCard
      title="Forgot your password?"
      description={`We'll email a link to ${email}. Following it lets you choose a new password.`}
    >
      {reset.isSuccess ? (
        <Alert color="teal" icon={<IconMailForward size={18} />} role="status">
          Reset link sent to {email}. It works for {RESET_TOKEN_TTL_MINUTES} minutes.
        </Alert>
      ) : null}
      <div>
        <Button
          variant="default"
          onClick={() => reset.mutate()}
          loading={reset.isPending}
          leftSection={<IconMailForward size={18} />}
        >
          Reset password by email
        </Button>
      </div>
    </SettingsCard>
  );
}
