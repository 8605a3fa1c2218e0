import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ChangeEmailRequestSchema } from "../../../shared/account/account.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { ApiRequestError } from "../../api/client.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { accountApi, meKey } from "./account-api.ts";

/** settings/general: the member's name and login email. */
export function GeneralTab() {
  return (
    <Stack gap="lg">
      <NameCard />
      <EmailCard />
    </Stack>
  );
}

function useRefreshMember() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meKey }),
      queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    ]);
}

function NameCard() {
  const { dashboard } = useDashboard();
  const { member } = dashboard;
  const refresh = useRefreshMember();
  const [name, setName] = useState(member.name);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => accountApi.rename({ name: name.trim() }),
    onSuccess: async () => {
      await refresh();
      notifySuccess(MESSAGES.savedSuccessfully);
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setError(MESSAGES.mandatory);
        save.mutate();
      }}
    >
      <SettingsCard
        title="Your details"
        description="Your name appears on your account and in emails we send you."
        footer={
          <Button type="submit" disabled={name.trim() === member.name} loading={save.isPending}>
            Save
          </Button>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            value={name}
            maxLength={80}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <TextInput label="Role" value={member.owner ? "Owner" : "Staff"} readOnly variant="filled" />
        </SimpleGrid>
      </SettingsCard>
    </form>
  );
}

function EmailCard() {
  const { dashboard } = useDashboard();
  const me = useQuery({ queryKey: meKey, queryFn: accountApi.me, meta: { handlesErrors: true } });
  const email = me.data?.email ?? dashboard.member.email;
  const refresh = useRefreshMember();
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const save = useMutation({
    mutationFn: () => accountApi.changeEmail({ email: newEmail.trim(), password }),
    onSuccess: async () => {
      await refresh();
      setNewEmail("");
      setPassword("");
      notifySuccess(MESSAGES.savedSuccessfully);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409)) {
        setErrors({ [error.code === "WRONG_PASSWORD" ? "password" : "email"]: error.message });
      } else notifyError(error);
    },
    meta: { handlesErrors: true },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The route's own schema checks the email; an empty password is caught before asking the server.
    const parsed = ChangeEmailRequestSchema.safeParse({ email: newEmail, password });
    const next: typeof errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (!password) next.password = MESSAGES.passwordRequired;
    if (Object.keys(next).length > 0) return setErrors(next);
    save.mutate();
  };
  return (
    <form noValidate onSubmit={submit}>
      <SettingsCard
        title="Login email"
        description="You log in with this address. To change it, enter your password again."
        footer={
          <Button type="submit" loading={save.isPending}>
            Change email
          </Button>
        }
      >
        <TextInput label="Login email" value={email} readOnly variant="filled" maw={420} />
        <Group grow align="flex-start">
          <TextInput
            label="New email"
            type="email"
            autoComplete="email"
            value={newEmail}
            error={errors.email}
            onChange={(event) => {
              setNewEmail(event.currentTarget.value);
              setErrors({});
            }}
          />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors({});
            }}
          />
        </Group>
      </SettingsCard>
    </form>
  );
}
