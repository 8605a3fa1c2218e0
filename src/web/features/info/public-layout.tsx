import { Box, Button, Container, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../api/session.ts";
import { BrandMark } from "../../ui/brand.tsx";
import "../../ui/dashboard-styles.ts";

/** A plain frame for public pages (about, the light order view). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Link to={session ? "/app" : "/login"} style={{ color: "inherit", textDecoration: "none" }}>
              <BrandMark />
            </Link>
            {session ? (
              <Button component={Link} to="/app" size="sm">
                Open dashboard
              </Button>
            ) : (
              <Group gap="xs">
                <Button component={Link} to="/login" variant="subtle" size="sm">
                  Log In
                </Button>
                <Button component={Link} to="/start" size="sm" visibleFrom="xs">
                  Create a Free Account
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: "lg", sm: 48 }} component="main">
        {children}
      </Container>
    </Box>
  );
}
