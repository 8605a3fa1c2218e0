import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { IconCompassOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { MESSAGES } from "../../shared/common/messages.ts";
import { getSession } from "../api/session.ts";
import { BrandMark, PRODUCT_NAME } from "./brand.tsx";
import { usePageTitle } from "./document-title.ts";

/** Any other route shows "Can't find that page." */
export function NotFoundContent() {
  usePageTitle(`${MESSAGES.notFoundPage} · ${PRODUCT_NAME}`);
  const isLoggedIn = getSession() !== null;
  return (
    <Stack align="center" gap="md" ta="center" py={48} maw={480} mx="auto">
      <IconCompassOff size={56} stroke={1.4} color="var(--mantine-color-terracotta-6)" aria-hidden />
      <Title order={1} fz={28}>
        {MESSAGES.notFoundPage}
      </Title>
      <Text c="dimmed">The link may be mistyped, or the page may have moved.</Text>
      <Button component={Link} to={isLoggedIn ? "/app" : "/login"}>
        {isLoggedIn ? "Go to your dashboard" : "Go to Log In"}
      </Button>
    </Stack>
  );
}

export function NotFoundPage() {
  return (
    <Center mih="100vh" bg="gray.0" p="md" component="main">
      <Stack align="center" gap="lg" w="100%">
        <Group>
          <BrandMark />
        </Group>
        <NotFoundContent />
      </Stack>
    </Center>
  );
}
