import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { RESET_TOKEN_TTL_MINUTES } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { EmailSchema } from "../../../shared/common/schemas.ts";
import { requestPasswordReset } from "../../api/auth.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { EmailField, FailureAlert } from "./auth-form-parts.tsx";

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
      setFailure(errorMessage(error));
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
        <FailureAlert failure={failure} />
        <EmailField size="md" {...form.getInputProps("email")} />
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
