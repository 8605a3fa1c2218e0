import { SimpleGrid, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney } from "../../../shared/common/money.ts";
import { currencyOfCard } from "../../../shared/gift-cards/gift-cards.ts";
import type { GiftCardFigures, GiftCardLiability } from "../../../shared/insights/insights.ts";
import type { DayRange } from "./insights-api.ts";
import { describeRange } from "./insights-range.ts";
import { InsightsCard, KpiCard } from "./insights-tables.tsx";

// What the business owes on its gift cards: the balances guests still hold, which are spent as food later, and
// the cards sold and issued in the chosen days. Shown only once the business has made a card.

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;

/** "guests bought 2 cards online for $50.00 and you issued 1 card by hand worth $20.00" */
function madeInRange(figures: GiftCardFigures, money: (minor: number) => string) {
  const sold =
    figures.soldCards > 0
      ? `guests bought ${count(figures.soldCards, "card", "cards")} online for ${money(figures.sold)}`
      : "guests bought no cards online";
  const issued =
    figures.issuedCards > 0
      ? `you issued ${count(figures.issuedCards, "card", "cards")} by hand worth ${money(figures.issued)}`
      : "you issued none by hand";
  return `${sold}, and ${issued}`;
}

export function GiftCardsCard({
  giftCards,
  currency,
  range,
}: {
  giftCards: GiftCardLiability;
  currency: Currency;
  range: DayRange;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <InsightsCard title="Gift cards">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <KpiCard label="Gift card balance outstanding" value={money(giftCards.outstanding)} />
          <KpiCard label="Cards with a balance" value={giftCards.cardsWithBalance.toLocaleString("en-US")} />
          <KpiCard label="Sold online in these days" value={money(giftCards.sold)} />
          <KpiCard label="Issued by hand in these days" value={money(giftCards.issued)} />
        </SimpleGrid>
        <Text size="sm">
          Guests still hold {money(giftCards.outstanding)} on{" "}
          {count(giftCards.cardsWithBalance, "card", "cards")}. This is what you still owe them: they can
          spend it on orders at any time. It is today's balance, whatever days you pick, and voided cards are
          left out.
        </Text>
        <Text size="sm" c="dimmed">
          In the days you picked ({describeRange(range)}), {madeInRange(giftCards, money)}, at the amounts the
          cards started with.
        </Text>
        {giftCards.otherCurrencies.map((other) => {
          const otherMoney = (minor: number) => formatMoney(minor, currencyOfCard(other, currency));
          return (
            <Text key={other.currencyCode} size="sm" c="dimmed">
              Cards in {other.currencyCode}, from before you changed your currency, still hold{" "}
              {otherMoney(other.outstanding)} on {count(other.cardsWithBalance, "card", "cards")}; in the days
              you picked, {madeInRange(other, otherMoney)}.
            </Text>
          );
        })}
      </Stack>
    </InsightsCard>
  );
}
