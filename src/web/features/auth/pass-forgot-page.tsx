import { useSearchParams } from "react-router";
import { AuthLayout } from "./auth-layout.tsx";
import { NewPasswordForm } from "./new-password-form.tsx";
import { ResetRequestForm } from "./reset-request-form.tsx";

/** `pass-forgot`: ask for a link, or — arriving from the mailed link — choose a new password. */
export function PassForgotPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const memberId = searchParams.get("memberId");

  if (token && memberId) {
    return (
      <AuthLayout title="Choose a new password" description="Pick something you haven't used here before.">
        <NewPasswordForm token={token} memberId={memberId} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email you log in with and we'll send you a link to choose a new password."
    >
      <ResetRequestForm />
    </AuthLayout>
  );
}
