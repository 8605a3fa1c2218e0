import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconClock, IconDeviceMobile, IconQrcode, IconToolsKitchen2 } from "@tabler/icons-react";
import { Link } from "react-router";
import { EXTRA_LOCATION_MONTHLY_USD } from "../../../shared/common/constants.ts";
import { PublicLayout } from "./public-layout.tsx";

const FEATURES = [
  {
    icon: <IconToolsKitchen2 size={22} />,
    title: "Menus that are easy to change",
    text: "Groups, items, prices, sizes, extras, photos and dietary icons. Every edit saves itself.",
  },
  {
    icon: <IconDeviceMobile size={22} />,
    title: "Made for the phone in your guest's hand",
    text: "Your published menu opens fast on any phone, even on a weak connection at the table.",
  },
  {
    icon: <IconQrcode size={22} />,
    title: "Share by link or QR code",
    text: "One short link for your menu. Print the QR code for tables, windows and flyers.",
  },
  {
    icon: <IconClock size={22} />,
    title: "Hours guests can trust",
    text: "Set your opening hours once; guests see whether you are open right now and when you open next.",
  },
];

export function AboutPage() {
  return (
    <PublicLayout>
      <Stack gap={40}>
        <Stack gap="md" maw={640}>
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            The online menu for your restaurant, café or food truck
          </Title>
          <Text fz="lg" c="dimmed">
            Menu Builder lets owners build their menus, keep business details and hours up to date, and
            publish a public menu page at a shareable link — free to start, no design skills needed.
          </Text>
          <Group>
            <Button component={Link} to="/start" size="md">
              Create a Free Account
            </Button>
            <Button component={Link} to="/login" size="md" variant="default">
              Log In
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {FEATURES.map((feature) => (
            <Card key={feature.title} padding="lg">
              <Group align="flex-start" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  {feature.icon}
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={2} fz="lg">
                    {feature.title}
                  </Title>
                  <Text c="dimmed">{feature.text}</Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Text c="dimmed" fz="sm">
          Start free with one location. Each extra location costs ${EXTRA_LOCATION_MONTHLY_USD} per month.
        </Text>
      </Stack>
    </PublicLayout>
  );
}
