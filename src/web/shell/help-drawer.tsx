import { Accordion, Anchor, Button, Drawer, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { SUPPORT_EMAIL } from "../widgets/support/support.ts";
import { useSupportMailto } from "../widgets/support/use-support-mail.ts";

const ARTICLES = [
  {
    question: "How do I build my first menu?",
    answer:
      "Open Menus and choose New Menu. Give it a name such as Lunch or Drinks, then add groups (Starters, Mains…) and the items in each, with their prices and sizes. Every change saves on its own.",
  },
  {
    question: "What do I need before publishing?",
    answer:
      "At least one active menu, and your business name, city and state under Settings → Location. The checklist on the left of the dashboard shows what is still missing.",
  },
  {
    question: "How do guests find my menu?",
    answer:
      "Once published, your menu lives at its own short link. Share the link, print its QR code for your tables, or post it on social media.",
  },
  {
    question: "Can I change my opening hours?",
    answer:
      "Yes: Settings → Business Hours. Each day can have up to two time ranges (for example a lunch and a dinner service), and guests see whether you are open right now.",
  },
  {
    question: "How do I take orders online?",
    answer:
      "Turn on online ordering and the Orders and Customers sections appear in the menu on the left, along with the Ordering, Payments and Notifications settings.",
  },
  {
    question: "I manage several locations.",
    answer:
      "Each location has its own menus, hours and link. Switch between them with the location picker at the top of the dashboard.",
  },
];

interface HelpDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

export function HelpDrawer({ isOpen, onClose }: HelpDrawerProps) {
  const supportMail = useSupportMailto();
  return (
    <Drawer opened={isOpen} onClose={onClose} title="Help Center" position="right" size="md">
      <Stack gap="lg">
        <Text c="dimmed">Answers to the questions owners ask us most.</Text>
        <Accordion variant="separated" radius="md">
          {ARTICLES.map((article) => (
            <Accordion.Item key={article.question} value={article.question}>
              <Accordion.Control>{article.question}</Accordion.Control>
              <Accordion.Panel>
                <Text fz="sm">{article.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Stack gap="xs">
          <Text fw={600}>Still stuck?</Text>
          <Text fz="sm" c="dimmed">
            Write to us at <Anchor href={supportMail}>{SUPPORT_EMAIL}</Anchor> — a real person answers,
            usually within one business day.
          </Text>
          <Button component="a" href={supportMail} leftSection={<IconMail size={18} />}>
            Email support
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
