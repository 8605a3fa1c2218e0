import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconExternalLink, IconFilePlus, IconShare } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { readHours } from "../../../shared/hours/hours-schema.ts";
import { type PageTemplate, pageTemplates } from "../../../shared/website/website-templates.ts";
import { guestOrigin } from "../../api/api-path.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { pageAddress, publicPageUrl } from "../../api/publishing.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { notifyError } from "../../ui/notify.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PageList } from "./page-list.tsx";
import { usePages, useRefreshPages, websiteApi } from "./website-api.ts";

type WebsiteView = "overview" | "pages" | "new-page";

/**
 * app/website, app/website/pages, app/website/pages/new: the pages around the menu, the
 * public links, and the templates a new page starts from.
 */
export function WebsitePage({ view }: { view: WebsiteView }) {
  if (view === "new-page") return <NewPageScreen />;
  return <PagesScreen isOverview={view === "overview"} />;
}

function Crumbs({ here }: { here: string }) {
  return (
    <Breadcrumbs mb="md" fz="sm">
      <Anchor component={Link} to="/app/website">
        Website
      </Anchor>
      <Text fz="sm" c="dimmed">
        {here}
      </Text>
    </Breadcrumbs>
  );
}

function PagesScreen({ isOverview }: { isOverview: boolean }) {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const pages = usePages(business.id);
  const menuPage = publicPageUrl(business);
  const linkPage = `${guestOrigin()}/l/${encodeURIComponent(pageAddress(business))}`;
  const newPage = (
    <Button component={Link} to="/app/website/pages/new" leftSection={<IconFilePlus size={18} />}>
      New page
    </Button>
  );
  return (
    <>
      {isOverview ? null : <Crumbs here="Pages" />}
      <PageHeader
        title={isOverview ? "Website" : "Website pages"}
        description="Pages around your menu: your story, catering, events and how to find you."
        actions={newPage}
      />
      <Stack gap="lg" maw={820}>
        {isOverview ? (
          <Card withBorder radius="md" p="md">
            <Title order={2} fz="lg" mb={4}>
              Your public links
            </Title>
            {business.published ? (
              <Stack gap={6}>
                <Text fz="sm" c="dimmed">
                  Guests read your pages from the navigation on your menu page. Changes reach them when you
                  Publish Changes.
                </Text>
                <Group gap="sm" wrap="wrap">
                  <Button
                    component="a"
                    href={menuPage}
                    target="_blank"
                    rel="noopener"
                    variant="light"
                    leftSection={<IconExternalLink size={18} />}
                  >
                    Menu page
                  </Button>
                  <Button
                    component="a"
                    href={linkPage}
                    target="_blank"
                    rel="noopener"
                    variant="default"
                    leftSection={<IconShare size={18} />}
                  >
                    Link page
                  </Button>
                </Group>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {menuPage}
                </Text>
              </Stack>
            ) : (
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text fz="sm" c="dimmed">
                  Your menu page and your pages go live when you publish.
                </Text>
                <Button component={Link} to="/onboard" variant="light">
                  Get your menu published
                </Button>
              </Group>
            )}
          </Card>
        ) : null}
        {isOverview ? (
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Pages
            </Title>
            <Anchor component={Link} to="/app/website/pages" fz="sm">
              Manage pages
            </Anchor>
          </Group>
        ) : null}
        {pages.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading pages" />
          </Center>
        ) : pages.isError ? (
          <LoadFailed what="your pages" onRetry={() => pages.refetch()} />
        ) : pages.data.length === 0 ? (
          <Card withBorder radius="md" p="lg">
            <Stack align="center" gap="xs">
              <Text fw={600}>No pages yet</Text>
              <Text fz="sm" c="dimmed" ta="center">
                Start from a template: About us, Catering, Private events or Contact, filled in from your
                location.
              </Text>
              {newPage}
            </Stack>
          </Card>
        ) : (
          <PageList
            businessId={business.id}
            pages={pages.data}
            guestBase={business.published ? menuPage : null}
          />
        )}
      </Stack>
    </>
  );
}

function NewPageScreen() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const navigate = useNavigate();
  const refreshPages = useRefreshPages(business.id);
  const [creating, setCreating] = useState<string | null>(null);
  const templates = pageTemplates({
    location: business.location,
    hours: readHours(business.config.hours),
    use24HourFormat: business.config.use24HourFormat === true,
  });

  async function start(template: PageTemplate) {
    setCreating(template.key);
    try {
      const page = await websiteApi.create(business.id, {
        title: template.title,
        // The server makes the address from the title ("about-us"), the next free one when it is taken.
        body: template.body,
      });
      await refreshPages();
      navigate(`/app/website/pages/${page.id}`);
    } catch (error) {
      notifyError(error);
      setCreating(null);
    }
  }

  return (
    <>
      <Crumbs here="New page" />
      <PageHeader
        title="New page"
        description="Choose where to start. You can change every word afterwards."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" maw={980}>
        {templates.map((template) => (
          <Card key={template.key} withBorder radius="md" p="md">
            <Stack gap={6} h="100%" justify="space-between">
              <Stack gap={4}>
                <Text fw={700}>{template.key === "blank" ? "Blank page" : template.title}</Text>
                <Text fz="sm" c="dimmed">
                  {template.description}
                </Text>
              </Stack>
              <Button
                variant={template.key === "blank" ? "default" : "light"}
                loading={creating === template.key}
                disabled={creating !== null && creating !== template.key}
                onClick={() => start(template)}
                aria-label={`Start from ${template.key === "blank" ? "a blank page" : template.title}`}
              >
                Start
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
