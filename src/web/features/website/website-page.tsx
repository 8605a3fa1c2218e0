import { Anchor, Breadcrumbs, Button, Group, Text } from "@mantine/core";
import { IconExternalLink, IconLayoutDashboard, IconShare, IconWorldWww } from "@tabler/icons-react";
import { Link } from "react-router";
import { pageAddress, publicPageUrl } from "../../api/publishing.ts";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

type WebsiteView = "overview" | "pages" | "new-page";

/**
 * app/website, app/website/pages, app/website/pages/new (seed 000 §2). Website pages are not built yet, so no
 * button offers to make one (issue 11 §5: "New page" led nowhere): the screen says what guests get today, the
 * menu page and the link page with the business's details, and leads to them.
 */
export function WebsitePage({ view }: { view: WebsiteView }) {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const menuPage = publicPageUrl(business);
  const linkPage = `${window.location.origin}/l/${encodeURIComponent(pageAddress(business))}`;
  return (
    <>
      {view === "overview" ? null : (
        <Breadcrumbs mb="md" fz="sm">
          <Anchor component={Link} to="/app/website">
            Website
          </Anchor>
          <Text fz="sm" c="dimmed">
            Pages
          </Text>
        </Breadcrumbs>
      )}
      <PageHeader
        title={view === "overview" ? "Website" : "Website pages"}
        description="What guests find about you on the web, around your menu."
      />
      <EmptyState
        icon={<IconWorldWww size={32} stroke={1.5} />}
        title="Your menu page is your website"
        description={
          business.published
            ? "Guests find your menu, address, opening hours, phone and social links at your menu page, and every link in one place on your link page. Choose what it shows in Site Settings."
            : "Once published, your menu page shows your menu, address, opening hours, phone and social links, and your link page gathers every link in one place."
        }
        action={
          <Group justify="center" gap="sm">
            {business.published ? (
              <>
                <Button
                  component="a"
                  href={`${menuPage}?preview=true`}
                  target="_blank"
                  rel="noopener"
                  leftSection={<IconExternalLink size={18} />}
                >
                  Open your menu page
                </Button>
                <Button
                  component="a"
                  href={linkPage}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconShare size={18} />}
                >
                  Open your link page
                </Button>
              </>
            ) : (
              <Button component={Link} to="/onboard" leftSection={<IconShare size={18} />}>
                Get your menu published
              </Button>
            )}
            <Button
              component={Link}
              to="/app/settings/site-settings"
              variant="light"
              leftSection={<IconLayoutDashboard size={18} />}
            >
              Site Settings
            </Button>
          </Group>
        }
      />
    </>
  );
}
