import { Button, Stack, Title } from "@mantine/core";
import { IconDownload, IconGift } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { currencyOf } from "../../../shared/common/money.ts";
import type { GiftCard, IssueGiftCard } from "../../../shared/gift-cards/gift-cards.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { GiftCardDrawer } from "./gift-card-drawer.tsx";
import { GiftCardList } from "./gift-card-list.tsx";
import { GiftCardSelling } from "./gift-card-selling.tsx";
import { giftCardsExportUrl, issueGiftCard, placeGiftCard } from "./gift-cards-api.ts";
import { IssueGiftCardModal } from "./issue-gift-card-modal.tsx";

/**
 * app/gift-cards: whether guests buy cards online and for which amounts; the business's gift cards, newest first,
 * to search and open; issue one by hand, adjust or void one, export them all.
 */
export function GiftCardsPage() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const currency = currencyOf(business.config, business.location.country);
  const queryClient = useQueryClient();
  const [isIssuing, setIsIssuing] = useState(false);
  const [openCard, setOpenCard] = useState<GiftCard | null>(null);

  const issue = async (input: IssueGiftCard) => {
    const card = await issueGiftCard(business.id, input);
    placeGiftCard(queryClient, business.id, card, true);
    return card;
  };

  const change = (card: GiftCard) => {
    placeGiftCard(queryClient, business.id, card, false);
    setOpenCard(card);
  };

  return (
    <>
      <PageHeader
        title="Gift cards"
        description="Cards guests spend at your restaurant: give one by hand, take off what they spend, and follow what is left on each."
        actions={
          <>
            <Button
              component="a"
              href={giftCardsExportUrl(business.id)}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Export CSV
            </Button>
            <Button leftSection={<IconGift size={16} />} onClick={() => setIsIssuing(true)}>
              Issue a gift card
            </Button>
          </>
        }
      />
      <Stack gap="xl">
        <GiftCardSelling businessId={business.id} currency={currency} />
        <Stack gap="sm" component="section" aria-labelledby="gift-cards-heading">
          <Title order={2} fz="lg" id="gift-cards-heading">
            Cards
          </Title>
          <GiftCardList
            businessId={business.id}
            currency={currency}
            onOpen={setOpenCard}
            onIssue={() => setIsIssuing(true)}
          />
        </Stack>
      </Stack>
      <IssueGiftCardModal
        opened={isIssuing}
        currency={currency}
        onClose={() => setIsIssuing(false)}
        onIssue={issue}
      />
      <GiftCardDrawer
        card={openCard}
        currency={currency}
        onClose={() => setOpenCard(null)}
        onChanged={change}
      />
    </>
  );
}
