import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "./brand.tsx";
import { usePageTitle } from "./document-title.ts";

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md" wrap="wrap">
      <Stack gap={4} miw={0} style={{ flex: "1 1 360px" }}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
