import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One fact of a record read at a glance (an order's, a customer's): a small capitalised label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}
