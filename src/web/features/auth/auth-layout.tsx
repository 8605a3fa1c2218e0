import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { BrandMark, PRODUCT_NAME } from "../../ui/brand.tsx";
import { usePageTitle } from "../../ui/document-title.ts";
import classes from "./auth-layout.module.css";

interface AuthLayoutProps {
  title: string;
  /** The sign-up card is wider, for its two-step header. */
  width?: number;
  description?: ReactNode;
  children: ReactNode;
}

const SELLING_POINTS = [
  "Build your menu once, share it by link or QR code",
  "Update prices and dishes in seconds — guests always see the latest",
  "Hours, location and ordering in one place",
];

/** The sign-in screens: a warm brand panel beside the form at desktop width, the form alone on a phone. */
export function AuthLayout({ title, description, width = 440, children }: AuthLayoutProps) {
  usePageTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <Box className={classes.page}>
      {/* The form comes first in reading order (its h1 before the pitch's h2); the grid still draws the
          brand panel on the left. */}
      <Box component="main" className={classes.main}>
        <Stack w="100%" maw={width} gap="lg">
          <Group className={classes.mobileBrand}>
            <BrandMark />
          </Group>
          <Paper p={{ base: "lg", sm: 36 }} withBorder shadow="sm">
            <Stack gap={6} mb="lg">
              <Title order={1} fz={26}>
                {title}
              </Title>
              {description ? <Text c="dimmed">{description}</Text> : null}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Box>
      <Box className={classes.aside} component="aside" aria-label="About Menu Builder">
        <BrandMark size="lg" isInverse />
        <Stack gap="lg" maw={420}>
          <Title order={2} className={classes.pitch}>
            Your menu, online in minutes.
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" c="terracotta.8" aria-hidden>
                <IconCheck size={14} stroke={3} />
              </ThemeIcon>
            }
          >
            {SELLING_POINTS.map((point) => (
              <List.Item key={point} className={classes.point}>
                {point}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text fz="sm" className={classes.footnote}>
          Trusted by cafés, bistros and food trucks to keep their menus fresh.
        </Text>
      </Box>
    </Box>
  );
}
