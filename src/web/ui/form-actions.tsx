import { Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The foot of a dialog's form: what went wrong, read out as it appears, then Cancel and the form's own action
 * (`children`), at the right as dialogs put them.
 */
export function FormActions({
  error,
  onCancel,
  children,
}: {
  error: string | null | undefined;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        {children}
      </Group>
    </>
  );
}
