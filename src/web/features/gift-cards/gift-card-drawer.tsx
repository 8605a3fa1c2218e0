import {
  Anchor,
  Badge,
  Button,
  Center,
  CopyButton,
  Divider,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAdjustments, IconBan, IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { COPIED_RESET_MS } from "../../../shared/common/constants.ts";
import { type Currency, formatMoney } from "../../../shared/common/money.ts";
import {
  currencyOfCard,
  formatCode,
  GIFT_CARD_MESSAGES,
  type GiftCard,
  type GiftCardMovement,
} from "../../../shared/gift-cards/gift-cards.ts";
import { formatOnClock } from "../../../shared/hours/business-clock.ts";
import { Fact } from "../../ui/fact.tsx";
import { errorMessage } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { shortDateOnClock, useOrderClock } from "../../widgets/orders/order-clock.ts";
import { AdjustBalanceForm, VoidCardForm } from "./gift-card-changes.tsx";
import { formatSignedMoney, MOVEMENT_LABELS, STATUS_BADGES } from "./gift-card-format.ts";
import { useGiftCardMovements } from "./gift-cards-api.ts";

interface GiftCardDrawerProps {
  card: GiftCard | null;
  currency: Currency;
  onClose: () => void;
  /** Called with the card as the server has it after the owner adjusted or voided it. */
  onChanged: (card: GiftCard) => void;
}

/** One card's details: its code, balance and people, the owner's changes, and its history. */
export function GiftCardDrawer({ card, currency, onClose, onChanged }: GiftCardDrawerProps) {
  return (
    <Drawer
      opened={card !== null}
      onClose={onClose}
      position="right"
      size="md"
      title="Gift card"
      // A phone is narrower than the drawer's width: there it takes the whole screen.
      styles={{ content: { maxWidth: "100%" } }}
    >
      {card ? (
        <GiftCardDetails
          key={card.id}
          card={card}
          currency={currencyOfCard(card, currency)}
          onChanged={onChanged}
        />
      ) : null}
    </Drawer>
  );
}

function GiftCardDetails({
  card,
  currency,
  onChanged,
}: {
  card: GiftCard;
  currency: Currency;
  onChanged: (card: GiftCard) => void;
}) {
  const clock = useOrderClock();
  const [mode, setMode] = useState<"view" | "adjust" | "void">("view");
  const badge = STATUS_BADGES[card.status];
  const done = (message: string) => (changed: GiftCard) => {
    onChanged(changed);
    setMode("view");
    notifySuccess(message);
  };

  return (
    <Stack gap="md">
      <CodeLine code={formatCode(card.code)} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Balance
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {formatMoney(card.balance, currency)}
          </Text>
          <Text size="sm" c="dimmed">
            of {formatMoney(card.initial, currency)}
          </Text>
        </Stack>
        <Badge color={badge.color} variant="light" size="lg">
          {badge.label}
        </Badge>
      </Group>
      <Fact label="For">
        {card.recipient.name || "No name given"}
        {card.recipient.email ? (
          <Text size="sm">
            <Anchor href={`mailto:${card.recipient.email}`}>{card.recipient.email}</Anchor>
          </Text>
        ) : null}
      </Fact>
      {card.sender ? (
        <Fact label="Bought by">
          {card.sender.name}
          {card.sender.email ? <Text size="sm">{card.sender.email}</Text> : null}
        </Fact>
      ) : null}
      {card.message ? (
        <Fact label="Message">
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{card.message}</Text>
        </Fact>
      ) : null}
      <Fact label="Created">{shortDateOnClock(card.createdAt, clock)}</Fact>
      {card.status === "VOID" ? (
        <Text size="sm" c="dimmed">
          {GIFT_CARD_MESSAGES.voided}
        </Text>
      ) : mode === "adjust" ? (
        <AdjustBalanceForm
          card={card}
          currency={currency}
          onDone={done("The card's balance was adjusted.")}
          onCancel={() => setMode("view")}
        />
      ) : mode === "void" ? (
        <VoidCardForm
          card={card}
          currency={currency}
          onDone={done("The card was voided.")}
          onCancel={() => setMode("view")}
        />
      ) : (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} />}
            onClick={() => setMode("adjust")}
          >
            Adjust balance
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconBan size={16} />}
            onClick={() => setMode("void")}
          >
            Void card
          </Button>
        </Group>
      )}
      <Divider />
      <MovementHistory cardId={card.id} currency={currency} />
    </Stack>
  );
}

/** The code as printed, with a button to copy it. */
function CodeLine({ code }: { code: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text fw={700} ff="monospace" fz="lg" style={{ overflowWrap: "anywhere" }}>
        {code}
      </Text>
      <CopyButton value={code} timeout={COPIED_RESET_MS}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="subtle"
            color={copied ? "teal" : undefined}
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={copy}
            aria-live="polite"
          >
            {copied ? "Copied" : "Copy code"}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** Every change of the card's balance, newest first. */
function MovementHistory({ cardId, currency }: { cardId: string; currency: Currency }) {
  const movements = useGiftCardMovements(cardId);
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        History
      </Title>
      {movements.isPending ? (
        <Center py="md" role="status" aria-label="Loading the card's history">
          <Loader size="sm" />
        </Center>
      ) : movements.isError ? (
        <Text c="red" size="sm" role="alert">
          {errorMessage(movements.error)}
        </Text>
      ) : movements.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing has changed on this card yet.
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="History">
          {movements.data.map((movement) => (
            <MovementRow key={movement.id} movement={movement} currency={currency} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function MovementRow({ movement, currency }: { movement: GiftCardMovement; currency: Currency }) {
  const clock = useOrderClock();
  const when = formatOnClock(movement.createdAt, clock, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: !clock.use24HourFormat,
  });
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
    >
      <Stack gap={2} miw={0}>
        <Text fw={600} size="sm">
          {MOVEMENT_LABELS[movement.kind]}
        </Text>
        <Text size="xs" c="dimmed">
          {when}
        </Text>
        {movement.reason ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {movement.reason}
          </Text>
        ) : null}
        {movement.orderId ? (
          <Anchor component={Link} to={`/app/orders/${encodeURIComponent(movement.orderId)}`} size="sm">
            See the order
          </Anchor>
        ) : null}
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <Text
          fw={600}
          size="sm"
          c={movement.amount < 0 ? "red.8" : movement.amount > 0 ? "teal.8" : undefined}
        >
          {formatSignedMoney(movement.amount, currency)}
        </Text>
        <Text size="xs" c="dimmed">
          Balance {formatMoney(movement.balanceAfter, currency)}
        </Text>
      </Stack>
    </Group>
  );
}
