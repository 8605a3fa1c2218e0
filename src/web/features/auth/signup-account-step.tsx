import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { RegisterBusiness } from "../../../shared/auth/auth.ts";
import { PASSWORD_MIN } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { registerMember } from "../../api/auth.ts";
import { ApiRequestError } from "../../api/client.ts";
import { saveSession } from "../../api/session.ts";
import { EmailField, FailureAlert } from "./auth-form-parts.tsx";
import { loadSignupChecks, signupChecks } from "./load-signup-checks.ts";

const BUSINESS_FIELDS = ["name", "phone", "address", "city", "state", "zip", "country"];

interface AccountStepProps {
  business: RegisterBusiness;
  onBack: () => void;
  onBusinessErrors: (errors: Record<string, string>) => void;
}

export function AccountStep({ business, onBack, onBusinessErrors }: AccountStepProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: (values) => signupChecks()?.checkAccount(values) ?? {},
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await registerMember({
        email: values.email.trim(),
        password: values.password,
        business,
      });
      queryClient.clear();
      saveSession({ memberId: answer.member.id, businessId: answer.business.id });
      navigate("/app", { replace: true });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setFailure(MESSAGES.genericFailure);
        return;
      }
      if (error.status === 409) {
        form.setFieldError("email", error.message); // the email is taken
        return;
      }
      const businessErrors: Record<string, string> = {};
      let isPlaced = false;
      for (const issue of error.errors ?? []) {
        const [head, field] = issue.path.split(".");
        if (head === "business" && field && BUSINESS_FIELDS.includes(field))
          businessErrors[field] = issue.message;
        else if (head === "email" || head === "password") {
          form.setFieldError(head, issue.message);
          isPlaced = true;
        }
      }
      if (Object.keys(businessErrors).length > 0) onBusinessErrors(businessErrors);
      else if (!isPlaced) setFailure(error.message);
    }
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void loadSignupChecks().then(() => handleSubmit());
      }}
      noValidate
    >
      <Stack gap="sm" mt="md">
        <Text fz="sm" c="dimmed">
          Setting up <b>{business.name}</b>. You'll use this email and password to log in.
        </Text>
        <FailureAlert failure={failure} />
        <EmailField withAsterisk {...form.getInputProps("email")} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN} characters.`}
          withAsterisk
          {...form.getInputProps("password")}
        />
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
            Back
          </Button>
          <Button type="submit" size="md" loading={form.submitting}>
            Register
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
