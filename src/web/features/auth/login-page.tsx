import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck, IconClockHour4 } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { isLoginComplete } from "../../../shared/auth/login.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { loginMember } from "../../api/auth.ts";
import { saveSession, useSession } from "../../api/session.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { EmailField, FailureAlert } from "./auth-form-parts.tsx";
import { AuthLayout } from "./auth-layout.tsx";

/** The login screen's heading, also its tab's title (the prerendered page's too, src/web/prerender.tsx). */
export const LOGIN_TITLE = "Log in to your account";

/**
 * Where to go once signed in: a page of this app that sent the owner here (the email confirmation link), else
 * the dashboard. Only a path of this site: `//host` or `https://…` would send a fresh session elsewhere.
 */
function nextPage(next: string | null) {
  return next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/app";
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm({ initialValues: { email: "", password: "" } });
  const session = useSession();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The page arrives drawn before its script: what the owner typed, or the browser filled in,
  // before React took over is in the fields but not yet in the form's values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React takes over the drawn fields
  useEffect(() => {
    const email = emailRef.current?.value ?? "";
    const password = passwordRef.current?.value ?? "";
    if (email || password) form.setValues({ email, password });
  }, []);

  // Query flags on the auth screens.
  const isSessionExpired = searchParams.has("ses");
  const isPasswordUpdated = searchParams.has("pas");

  const handleSubmit = form.onSubmit(async (values) => {
    if (!isLoginComplete(values)) {
      setFailure(MESSAGES.loginRequired);
      return;
    }
    setFailure(null);
    setIsSubmitting(true);
    try {
      // The session itself comes back as an HttpOnly cookie; the token in the answer is for API clients.
      const { member } = await loginMember({ email: values.email.trim(), password: values.password });
      queryClient.clear();
      saveSession({ memberId: member.id, businessId: null });
      navigate(nextPage(searchParams.get("next")), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setIsSubmitting(false);
    }
  });

  // Already logged in on this device: straight to the dashboard (a stale token comes back here with ?ses).
  if (session && !isSubmitting) return <Navigate to={nextPage(searchParams.get("next"))} replace />;

  return (
    <AuthLayout title={LOGIN_TITLE} description="Manage your menus, hours and online ordering.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {isSessionExpired && !failure ? (
            <Alert color="yellow" icon={<IconClockHour4 size={18} />} role="status">
              {MESSAGES.sessionExpired}
            </Alert>
          ) : null}
          {isPasswordUpdated && !failure ? (
            <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
              {MESSAGES.passwordUpdated}
            </Alert>
          ) : null}
          <FailureAlert failure={failure} />
          <EmailField size="md" ref={emailRef} {...form.getInputProps("email")} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            size="md"
            ref={passwordRef}
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/pass-forgot" fz="sm" fw={500}>
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Log In
          </Button>
          <Divider label="New to Menu Builder?" labelPosition="center" />
          <Button component={Link} to="/start" variant="default" size="md" fullWidth>
            Create a Free Account
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
