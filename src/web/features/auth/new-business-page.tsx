import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import type { RegisterBusiness } from "../../../shared/auth/auth.ts";
import type { Business } from "../../../shared/businesses/businesses.ts";
import { ApiRequestError, api } from "../../api/client.ts";
import { setActiveBusiness, useSession } from "../../api/session.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { FailureAlert } from "./auth-form-parts.tsx";
import { AuthLayout } from "./auth-layout.tsx";
import { BusinessStep, EMPTY_BUSINESS } from "./signup-business-step.tsx";

/**
 * `new-business`: a member whose only business went to another account (sold, or built for its owner by an
 * agency) still signs in; the dashboard sends them here, to the sign-up's business step, to start another.
 */
export function NewBusinessPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [business, setBusiness] = useState<RegisterBusiness>(EMPTY_BUSINESS);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  if (!session) return <Navigate to="/login" replace />;

  const addBusiness = async (values: RegisterBusiness) => {
    setBusiness(values);
    setFailure(null);
    try {
      const created = await api.post<Business>("/businesses", values);
      setActiveBusiness(created.id);
      await queryClient.invalidateQueries();
      navigate("/app", { replace: true });
    } catch (error) {
      const errors = Object.fromEntries(
        error instanceof ApiRequestError
          ? (error.errors ?? []).map((issue) => [issue.path, issue.message])
          : [],
      );
      setServerErrors(errors);
      if (Object.keys(errors).length === 0) setFailure(errorMessage(error));
    }
  };

  return (
    <AuthLayout
      width={540}
      title="Your Business Details"
      description="Your account has no business now: the one it had belongs to another account. Add your business to build its menu."
    >
      <FailureAlert failure={failure} />
      <BusinessStep
        initialValues={business}
        serverErrors={serverErrors}
        onNext={addBusiness}
        submitLabel="Add business"
      />
    </AuthLayout>
  );
}
