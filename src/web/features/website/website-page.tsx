import { Anchor, Breadcrumbs, Button, Text } from "@mantine/core";
import { IconFilePlus, IconWorldWww } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

type WebsiteView = "overview" | "pages" | "new-page";

/** app/website, app/website/pages, app/website/pages/new: the owner's small website around the menu. */
export function WebsitePage({ view }: { view: WebsiteView }) {
  return (
    <>
      {view === "overview" ? null : (
        <Breadcrumbs mb="md" fz="sm">
          <Anchor component={Link} to="/app/website">
            Website
          </Anchor>
          {view === "new-page" ? (
            <Anchor component={Link} to="/app/website/pages">
              Pages
            </Anchor>
          ) : null}
          <Text fz="sm" c="dimmed">
            {view === "pages" ? "Pages" : "New page"}
          </Text>
        </Breadcrumbs>
      )}
      <PageHeader
        title={view === "overview" ? "Website" : view === "pages" ? "Website pages" : "New page"}
        description="A simple website around your menu: home, about and contact pages."
      />
      {view === "new-page" ? (
        <EmptyState
          icon={<IconFilePlus size={32} stroke={1.5} />}
          title="Add a page to your website"
          description="Pages such as About Us or Catering sit beside your menu and share its look. Your location details fill the contact page for you."
          action={
            <Button component={Link} to="/app/settings/location" variant="light">
              Check your location details
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<IconWorldWww size={32} stroke={1.5} />}
          title="No website pages yet"
          description="Your website's pages will be listed here. Guests reach them from your menu page's header."
          action={
            <Button component={Link} to="/app/website/pages/new" leftSection={<IconFilePlus size={18} />}>
              New page
            </Button>
          }
        />
      )}
    </>
  );
}
