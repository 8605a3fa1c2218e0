import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconGift, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { type Currency, formatMoney } from "../../../shared/common/money.ts";
import {
  currencyOfCard,
  formatCode,
  type GiftCard,
  type GiftCardStatus,
} from "../../../shared/gift-cards/gift-cards.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { shortDateOnClock, useOrderClock } from "../../widgets/orders/order-clock.ts";
import { STATUS_BADGES } from "./gift-card-format.ts";
import { useGiftCards } from "./gift-cards-api.ts";

const SEARCH_DEBOUNCE_MS = 400;
const FILTERS = [
  { value: "ALL", label: "All" },
  { value: "ACTIVE", label: "Active" },
  { value: "EMPTY", label: "Empty" },
  { value: "VOID", label: "Void" },
];

interface GiftCardListProps {
  businessId: string;
  currency: Currency;
  onOpen: (card: GiftCard) => void;
  onIssue: () => void;
}

/** The cards, newest first: a search by code, name or email, a status filter, and "Load more". */
export function GiftCardList({ businessId, currency, onOpen, onIssue }: GiftCardListProps) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState("ALL");
  const filter = { status: status === "ALL" ? null : (status as GiftCardStatus), q };
  const cards = useGiftCards(businessId, filter);
  const list = cards.data?.pages.flatMap((page) => page.list) ?? [];
  const isFiltered = filter.status !== null || q !== "";

  if (!isFiltered && cards.isSuccess && list.length === 0 && !cards.isPlaceholderData)
    return (
      <EmptyState
        icon={<IconGift size={32} stroke={1.5} />}
        title="No gift cards yet"
        description="Issue one to thank a regular or to make up for an evening that went wrong."
        action={
          <Button variant="light" onClick={onIssue}>
            Issue a gift card
          </Button>
        }
      />
    );

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          aria-label="Search gift cards"
          placeholder="Search by code, name or email"
          leftSection={<IconSearch size={16} />}
          rightSection={cards.isFetching && search.trim() !== "" ? <Loader size={14} /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: "1 1 240px", maxWidth: 420 }}
        />
        <SegmentedControl aria-label="Status" data={FILTERS} value={status} onChange={setStatus} />
      </Group>
      {cards.isPending ? (
        <Center py="xl" role="status" aria-label="Loading gift cards">
          <Loader size="sm" />
        </Center>
      ) : cards.isError ? (
        <LoadFailed what="the gift cards" onRetry={() => void cards.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No gift card matches this search. Try another code, name or status.
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label="Gift cards"
          aria-busy={cards.isFetching}
        >
          {list.map((card) => (
            <GiftCardRow key={card.id} card={card} currency={currency} onOpen={() => onOpen(card)} />
          ))}
        </Stack>
      )}
      {cards.hasNextPage ? (
        <Center>
          <Button
            variant="default"
            loading={cards.isFetchingNextPage}
            onClick={() => void cards.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}

/** One card at a glance: its code, who it is for, what is left of it, its status and the day it was made. */
function GiftCardRow({ card, currency, onOpen }: { card: GiftCard; currency: Currency; onOpen: () => void }) {
  const clock = useOrderClock();
  const badge = STATUS_BADGES[card.status];
  const code = formatCode(card.code);
  const money = currencyOfCard(card, currency);
  return (
    <Card component="li" padding="md" onClick={onOpen} style={{ cursor: "pointer" }} aria-label={code}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor
            component="button"
            type="button"
            fw={700}
            ff="monospace"
            ta="left"
            style={{ overflowWrap: "anywhere" }}
            aria-label={`Open gift card ${code}`}
          >
            {code}
          </Anchor>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {card.recipient.name || "No name given"}
          {card.recipient.email ? (
            <Text span c="dimmed" size="sm">
              {" "}
              · {card.recipient.email}
            </Text>
          ) : null}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            <Text span fw={600} size="sm">
              {formatMoney(card.balance, money)}
            </Text>{" "}
            of {formatMoney(card.initial, money)}
          </Text>
          <Text size="sm" c="dimmed">
            {shortDateOnClock(card.createdAt, clock)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
