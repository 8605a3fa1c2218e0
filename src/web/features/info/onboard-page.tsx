import { Badge, Button, Card, Flex, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconPoint } from "@tabler/icons-react";
import { Link } from "react-router";
import type { OnboardingProblem } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { menusPath, newMenuPath } from "../../widgets/menus/menus-model.ts";

interface ChecklistStep {
  problem: OnboardingProblem;
  title: string;
  doneText: string;
  /** What the "Unable to Publish" checklist says to do. */
  todoText: string;
  action: { label: string; to: (bizId: string) => string };
}

const STEPS: ChecklistStep[] = [
  {
    problem: "NO_MENUS",
    title: "Add a menu",
    doneText: "You have at least one active menu.",
    todoText: MESSAGES.noMenus,
    action: { label: "Create a menu", to: newMenuPath },
  },
  {
    problem: "NO_BUSINESS_INFO",
    title: "Complete your business details",
    doneText: "Your business name, city and state are set.",
    todoText: MESSAGES.noBusinessInfo,
    action: { label: "Edit location", to: () => "/app/settings/location" },
  },
  {
    problem: "URL_TAKEN",
    title: "Claim a unique link",
    doneText: "Your menu's link is yours alone.",
    todoText: MESSAGES.urlTaken,
    action: { label: "Edit location", to: () => "/app/settings/location" },
  },
];

/** `onboard`: the publishing checklist built from the dashboard's `problems`. */
export function OnboardPage() {
  const { dashboard } = useDashboard();
  const { business, problems } = dashboard;
  const remaining = STEPS.filter((step) => problems.includes(step.problem)).length;

  return (
    <>
      <PageHeader
        title="Get ready to publish"
        description={
          business.published
            ? "Your menu is published. Keep these in order so guests always find it."
            : remaining === 0
              ? "Everything is in place — your menu can be published."
              : `${remaining} of ${STEPS.length} steps left before ${business.location.name} can go live.`
        }
      />
      <Stack gap="md">
        {STEPS.map((step, index) => {
          const isDone = !problems.includes(step.problem);
          return (
            <Card key={step.problem} padding="lg">
              <Group align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon
                  size={36}
                  radius="xl"
                  color={isDone ? "teal" : "gray"}
                  variant={isDone ? "filled" : "light"}
                  aria-hidden
                >
                  {isDone ? <IconCheck size={20} /> : <IconPoint size={20} />}
                </ThemeIcon>
                {/* On a phone the step's button goes under its text, which keeps the card's width. */}
                <Flex
                  direction={{ base: "column", sm: "row" }}
                  align={{ base: "stretch", sm: "flex-start" }}
                  gap="sm"
                  flex={1}
                  miw={0}
                >
                  <Stack gap={4} flex={1} miw={0}>
                    <Group gap="sm">
                      <Title order={2} fz="md">
                        {index + 1}. {step.title}
                      </Title>
                      <Badge size="sm" variant="light" color={isDone ? "teal" : "orange"}>
                        {isDone ? "Done" : "To do"}
                      </Badge>
                    </Group>
                    <Text c="dimmed" fz="sm">
                      {isDone ? step.doneText : step.todoText}
                    </Text>
                  </Stack>
                  {isDone ? null : (
                    <Button
                      component={Link}
                      to={step.action.to(business.id)}
                      variant="light"
                      size="sm"
                      style={{ alignSelf: "flex-start", flexShrink: 0 }}
                    >
                      {step.action.label}
                    </Button>
                  )}
                </Flex>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <Group mt="xl">
        <Button component={Link} to={menusPath(business.id)} variant="default">
          Back to menus
        </Button>
      </Group>
    </>
  );
}
