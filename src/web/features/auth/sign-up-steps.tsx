import { IconCheck } from "@tabler/icons-react";
import classes from "./sign-up-steps.module.css";

const STEPS = [
  { label: "Your Business Details", description: "Where guests find you" },
  { label: "Your Account", description: "How you log in" },
] as const;

/**
 * `start`: where the owner is in the two steps; a step already done can be opened again. Drawn with
 * a list and a few rules rather than Mantine's Stepper, which would weigh on the sign-up page's first load.
 */
export function SignUpSteps({ active, onBack }: { active: number; onBack: (step: number) => void }) {
  return (
    <ol className={classes.steps} aria-label="Sign-up steps">
      {STEPS.map((step, index) => {
        const isDone = index < active;
        const content = (
          <>
            <span className={classes.number} aria-hidden>
              {isDone ? <IconCheck size={18} stroke={2.5} /> : index + 1}
            </span>
            <span>
              <span className={classes.label}>{step.label}</span>
              <span className={classes.description}>{step.description}</span>
            </span>
          </>
        );
        return (
          <li
            key={step.label}
            className={classes.step}
            aria-current={index === active ? "step" : undefined}
            data-done={isDone || undefined}
          >
            {isDone ? (
              <button type="button" className={classes.back} onClick={() => onBack(index)}>
                {content}
              </button>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}
