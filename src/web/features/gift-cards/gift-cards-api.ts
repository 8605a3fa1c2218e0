import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import type {
  GiftCard,
  GiftCardMovement,
  GiftCardSettings,
  GiftCardStatus,
  IssueGiftCard,
} from "../../../shared/gift-cards/gift-cards.ts";
import { apiPath } from "../../api/api-path.ts";
import { api } from "../../api/client.ts";

// The owner's gift cards: the cards newest first (50 a page, "Load more"),
// each card's history of movements, the owner's own changes (issue, adjust, void), and whether guests buy cards
// online.

const id = (value: string) => encodeURIComponent(value);
const base = (businessId: string) => `/businesses/${id(businessId)}/gift-cards`;

export interface GiftCardFilter {
  status: GiftCardStatus | null;
  q: string;
}

export interface GiftCardPage {
  list: GiftCard[];
  hasNext: boolean;
}

type GiftCardPages = InfiniteData<GiftCardPage, number>;

export const giftCardListsKey = (businessId: string) => ["gift-cards", businessId, "list"] as const;
const giftCardListKey = (businessId: string, filter: GiftCardFilter) =>
  [...giftCardListsKey(businessId), filter] as const;
export const movementsKey = (cardId: string) => ["gift-card-movements", cardId] as const;
export const giftCardSettingsKey = (businessId: string) => ["gift-cards", businessId, "settings"] as const;

/** The cards that match the search and status, page by page: each "Load more" asks for the next page. */
export function useGiftCards(businessId: string, filter: GiftCardFilter) {
  return useInfiniteQuery({
    queryKey: giftCardListKey(businessId, filter),
    queryFn: ({ pageParam }) =>
      api.get<GiftCardPage>(base(businessId), {
        status: filter.status ?? undefined,
        q: filter.q || undefined,
        page: pageParam,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNext ? pages.length + 1 : undefined),
    // The list keeps its cards while a new search loads, rather than flashing empty at each letter.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

export function useGiftCardMovements(cardId: string | null) {
  return useQuery({
    queryKey: movementsKey(cardId ?? ""),
    queryFn: () => api.get<GiftCardMovement[]>(`/gift-cards/${id(cardId ?? "")}/movements`),
    enabled: cardId !== null,
    meta: { handlesErrors: true },
  });
}

/** Whether guests buy cards on the menu page, and the amounts they may choose. */
export function useGiftCardSettings(businessId: string) {
  return useQuery({
    queryKey: giftCardSettingsKey(businessId),
    queryFn: () => api.get<GiftCardSettings>(`${base(businessId)}/settings`),
    meta: { handlesErrors: true },
  });
}

export const saveGiftCardSettings = (businessId: string, settings: GiftCardSettings) =>
  api.put<GiftCardSettings>(`${base(businessId)}/settings`, settings);

export const issueGiftCard = (businessId: string, input: IssueGiftCard) =>
  api.post<GiftCard>(`${base(businessId)}/issue`, input);

export const adjustGiftCard = (cardId: string, change: { amount: number; reason: string }) =>
  api.post<GiftCard>(`/gift-cards/${id(cardId)}/adjust`, change);

export const voidGiftCard = (cardId: string, reason: string) =>
  api.post<GiftCard>(`/gift-cards/${id(cardId)}/void`, { reason });

/** A download link: the session cookie goes with it. */
export const giftCardsExportUrl = (businessId: string) => apiPath(`/v1${base(businessId)}.csv`);

const fitsFilter = (card: GiftCard, filter: GiftCardFilter) =>
  filter.q === "" && (filter.status === null || filter.status === card.status);

/**
 * Puts a card the owner just issued or changed into every list on screen: a new one at the top of the lists it
 * belongs to, a changed one in its place. The lists are marked stale, so the next visit asks the server again,
 * without reloading now the pages the owner has scrolled through.
 */
export function placeGiftCard(queryClient: QueryClient, businessId: string, card: GiftCard, isNew: boolean) {
  for (const [key, data] of queryClient.getQueriesData<GiftCardPages>({
    queryKey: giftCardListsKey(businessId),
  })) {
    if (!data) continue;
    const filter = key[3] as GiftCardFilter;
    const pages = data.pages.map((page) => ({
      ...page,
      list: page.list.map((listed) => (listed.id === card.id ? card : listed)),
    }));
    const first = pages[0];
    if (isNew && first && fitsFilter(card, filter) && !first.list.some((listed) => listed.id === card.id))
      pages[0] = { ...first, list: [card, ...first.list] };
    queryClient.setQueryData<GiftCardPages>(key, { ...data, pages });
  }
  void queryClient.invalidateQueries({ queryKey: giftCardListsKey(businessId), refetchType: "none" });
  void queryClient.invalidateQueries({ queryKey: movementsKey(card.id) });
}
