import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { RESET_TOKEN_TTL_MINUTES } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { EmailSchema } from "../../../shared/schemas.ts";
import { requestPasswordReset } from "../../api/auth.ts";
import { ApiRequestError } from "../../api/client.ts";

export function ResetRequestForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "" },
    validate: {
      email: (value) => {
        const parsed = EmailSchema.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.emailInvalid);
      },
    },
  });

  const handleSubmit = form.onSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : MESSAGES.genericFailure);
    }
  });

  if (sentTo) {
    // The same words whether or not an account exists: the page must not reveal who has one.
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailForward size={18} />} title="Check your inbox" role="status">
          If an account exists for {sentTo}, we've sent it a link to reset the password. The link works for{" "}
          {RESET_TOKEN_TTL_MINUTES} minutes.
        </Alert>
        <Text fz="sm" c="dimmed">
          No mail after a few minutes? Check your spam folder, or{" "}
          <Anchor component="button" type="button" fz="sm" onClick={() => setSentTo(null)}>
            send another link
          </Anchor>
          .
        </Text>
        <Button component={Link} to="/login" variant="default" fullWidth>
          Back to Log In
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@restaurant.com"
          size="md"
          {...form.getInputProps("email")}
        />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Send reset link
        </Button>
        <Text ta="center" fz="sm">
          <Anchor component={Link} to="/login" fw={500}>
            Back to Log In
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
