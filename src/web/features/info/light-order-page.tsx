import { Alert, Button, Card, List, Stack, Text, Title } from "@mantine/core";
import { IconBug } from "@tabler/icons-react";
import { Link } from "react-router";
import { PublicLayout } from "./public-layout.tsx";

/**
 * In debug mode the server answers the root with the light order view itself (the newest published business's,
 * or the one at ?url=); this page shows only while nothing is published yet, or when the dashboard's own links
 * come back to the root.
 */
export function LightOrderPage() {
  return (
    <PublicLayout>
      <Stack gap="lg" maw={640}>
        <Alert color="yellow" icon={<IconBug size={18} />} title="Debug mode">
          This page exists only while the server runs with debug on.
        </Alert>
        <Title order={1}>Light order view</Title>
        <Text c="dimmed">
          The light order view is the quick, script-free page guests open at <code>/o/your-link</code>.
          Publish a business and this address shows its light order view (add <code>?url=your-link</code> to
          pick one).
        </Text>
        <Card padding="lg">
          <List spacing="xs">
            <List.Item>
              Published menu page: <code>/m/your-link</code>
            </List.Item>
            <List.Item>
              Light order view: <code>/o/your-link</code>
            </List.Item>
          </List>
        </Card>
        <Button component={Link} to="/app" w="fit-content">
          Open the dashboard
        </Button>
      </Stack>
    </PublicLayout>
  );
}
