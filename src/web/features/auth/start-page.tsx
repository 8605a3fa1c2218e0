import { Anchor, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import type { RegisterBusiness } from "../../../shared/auth/auth.ts";
import { AuthLayout } from "./auth-layout.tsx";
import { useSignupChecksOnIntent } from "./load-signup-checks.ts";
import classes from "./sign-up-steps.module.css";
import { SignUpSteps } from "./sign-up-steps.tsx";
import { AccountStep } from "./signup-account-step.tsx";
import { BusinessStep, EMPTY_BUSINESS } from "./signup-business-step.tsx";

/** `start`: step 1 Your Business Details, step 2 Your Account. */
export function StartPage() {
  const [step, setStep] = useState(0);
  const [business, setBusiness] = useState<RegisterBusiness>(EMPTY_BUSINESS);
  const [businessErrors, setBusinessErrors] = useState<Record<string, string>>({});
  useSignupChecksOnIntent();

  return (
    <AuthLayout
      width={540}
      title="Create your free account"
      description="Two quick steps and your menu builder is ready."
    >
      <SignUpSteps active={step} onBack={setStep} />
      <div className={classes.body}>
        {step === 0 ? (
          <BusinessStep
            initialValues={business}
            serverErrors={businessErrors}
            onNext={(values) => {
              setBusiness(values);
              setBusinessErrors({});
              setStep(1);
            }}
          />
        ) : (
          <AccountStep
            business={business}
            onBack={() => setStep(0)}
            onBusinessErrors={(errors) => {
              setBusinessErrors(errors);
              setStep(0);
            }}
          />
        )}
      </div>
      <Text ta="center" fz="sm" c="dimmed">
        Already have an account?{" "}
        <Anchor component={Link} to="/login" fw={500}>
          Log in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
