import { Alert, Button, Center, Loader, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLinkOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { PASSWORD_MIN } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { PasswordSchema } from "../../../shared/common/schemas.ts";
import { checkResetLink, completePasswordReset } from "../../api/auth.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { FailureAlert } from "./auth-form-parts.tsx";

interface NewPasswordFormProps {
  token: string;
  memberId: string;
}

export function NewPasswordForm({ token, memberId }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const link = useQuery({
    queryKey: ["reset-link", memberId, token],
    queryFn: () => checkResetLink({ token, memberId }),
    meta: { handlesErrors: true },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useForm({
    initialValues: { password: "" },
    validate: {
      password: (value) => {
        const parsed = PasswordSchema.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.passwordRequired);
      },
    },
  });

  if (link.isPending) {
    return (
      <Center py="xl" aria-label="Checking your link">
        <Loader />
      </Center>
    );
  }

  if (link.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconLinkOff size={18} />} role="alert">
          {MESSAGES.resetLinkInvalid}
        </Alert>
        <Button component={Link} to="/pass-forgot" fullWidth>
          Send me a new link
        </Button>
      </Stack>
    );
  }

  const handleSubmit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await completePasswordReset({ memberId, token, password });
      navigate("/login?pas", { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FailureAlert failure={failure} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN} characters.`}
          size="md"
          {...form.getInputProps("password")}
        />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Update password
        </Button>
      </Stack>
    </form>
  );
}
