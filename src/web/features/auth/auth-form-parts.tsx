import { Alert, TextInput, type TextInputProps } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

// The auth screens (log in, sign up, reset request, new password) share these: one failure banner above the
// fields and one email field, so the four forms cannot drift apart.

/** A failed submit says why above the fields, read out by screen readers. */
export function FailureAlert({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {failure}
    </Alert>
  );
}

/** The email field of every auth form: a mail keyboard on phones and the browser's saved address. */
export function EmailField(props: Omit<TextInputProps, "label" | "type" | "autoComplete" | "placeholder">) {
  return (
    <TextInput label="Email" type="email" autoComplete="email" placeholder="you@restaurant.com" {...props} />
  );
}
