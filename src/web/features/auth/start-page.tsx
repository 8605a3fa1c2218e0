import { Anchor, Loader, Text } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { RegisterBusiness } from "../../../shared/auth/auth.ts";
import { onFirstIntent } from "../../first-intent.ts";
import { focusElement } from "../../ui/focus-when-lost.ts";
import { AuthLayout } from "./auth-layout.tsx";
import { useSignupChecksOnIntent } from "./load-signup-checks.ts";
import classes from "./sign-up-steps.module.css";
import { SignUpSteps } from "./sign-up-steps.tsx";
import { BusinessStep, EMPTY_BUSINESS } from "./signup-business-step.tsx";

// The account step (its password field, the sign-up call) is fetched at the owner's first touch of the business
// step, well before they press Next, so the first screen loads only what it draws.
const loadAccountStep = () => import("./signup-account-step.tsx");
const AccountStep = lazy(async () => ({ default: (await loadAccountStep()).AccountStep }));

/** `start`: step 1 Your Business Details, step 2 Your Account. */
export function StartPage() {
  const [step, setStep] = useState(0);
  const [business, setBusiness] = useState<RegisterBusiness>(EMPTY_BUSINESS);
  const [businessErrors, setBusinessErrors] = useState<Record<string, string>>({});
  useSignupChecksOnIntent();
  useEffect(() => onFirstIntent(() => void loadAccountStep()), []);
  const steps = useRef<HTMLDivElement>(null);
  useStepFocus(steps, step);

  return (
    <AuthLayout
      width={540}
      title="Create your free account"
      description="Two quick steps and your menu builder is ready."
    >
      <div ref={steps}>
        <SignUpSteps active={step} onBack={setStep} />
      </div>
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
          <Suspense
            fallback={<Loader role="status" size="sm" mx="auto" display="block" aria-label="Loading" />}
          >
            <AccountStep
              business={business}
              onBack={() => setStep(0)}
              onBusinessErrors={(errors) => {
                setBusinessErrors(errors);
                setStep(0);
              }}
            />
          </Suspense>
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

/**
 * Next (or back) swaps the step's whole form, and the focused button with it: focus goes to where the new step
 * is named (its heading, else the current step in the list above), so a screen reader says where the owner is.
 */
function useStepFocus(steps: { current: HTMLDivElement | null }, step: number) {
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is the reason to move focus
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const body = steps.current?.nextElementSibling;
    const heading = body?.querySelector<HTMLElement>("h2, h3");
    focusElement(heading ?? steps.current?.querySelector<HTMLElement>('[aria-current="step"]'));
  }, [step]);
}
