import { fill } from "../common/fill.ts";
import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";
import { formatTime, hhmmOnClock } from "../hours/business-clock.ts";

// What a guest reads of the kitchen's service state, in the guest's language: the banner and the refusal while
// new orders are paused, the "Sold out" marks and the cart's lines that cannot be ordered. Small and without zod:
// the page's script and the cart's carry it to update the page without a reload.

export interface ServiceWords {
  /** `{time}`: when orders start again, in the business's zone and clock. */
  pausedUntil: string;
  soldOut: string;
  /** A cart line whose item or option is sold out. */
  lineSoldOut: string;
  /** Checkout held while such a line is in the cart. */
  removeSoldOut: string;
}

const WORDS: Record<WordedLanguage, ServiceWords> = {
  en: {
    pausedUntil: "Not taking orders until {time}.",
    soldOut: "Sold out",
    lineSoldOut: "Sold out. Please remove it.",
    removeSoldOut: "Some items in your cart are sold out. Please remove them to order.",
  },
  es: {
    pausedUntil: "No aceptamos pedidos hasta las {time}.",
    soldOut: "Agotado",
    lineSoldOut: "Agotado. Elimínelo, por favor.",
    removeSoldOut: "Algunos productos de su pedido están agotados. Elimínelos para pedir.",
  },
  fr: {
    pausedUntil: "Nous ne prenons pas de commandes avant {time}.",
    soldOut: "Épuisé",
    lineSoldOut: "Épuisé. Veuillez le retirer.",
    removeSoldOut: "Certains articles de votre panier sont épuisés. Retirez-les pour commander.",
  },
  de: {
    pausedUntil: "Bis {time} nehmen wir keine Bestellungen an.",
    soldOut: "Ausverkauft",
    lineSoldOut: "Ausverkauft. Bitte entfernen Sie es.",
    removeSoldOut: "Einige Artikel in Ihrem Warenkorb sind ausverkauft. Entfernen Sie sie, um zu bestellen.",
  },
  it: {
    pausedUntil: "Non accettiamo ordini fino alle {time}.",
    soldOut: "Esaurito",
    lineSoldOut: "Esaurito. Rimuovilo, per favore.",
    removeSoldOut: "Alcuni articoli nel carrello sono esauriti. Rimuovili per ordinare.",
  },
  pt: {
    pausedUntil: "Não aceitamos pedidos até às {time}.",
    soldOut: "Esgotado",
    lineSoldOut: "Esgotado. Remova-o, por favor.",
    removeSoldOut: "Alguns itens do seu pedido estão esgotados. Remova-os para encomendar.",
  },
  zh: {
    pausedUntil: "{time} 前暂停接单。",
    soldOut: "已售罄",
    lineSoldOut: "已售罄，请将其移除。",
    removeSoldOut: "购物车中有商品已售罄，请移除后再下单。",
  },
  ar: {
    pausedUntil: "لا نستقبل الطلبات حتى {time}.",
    soldOut: "نفدت الكمية",
    lineSoldOut: "نفدت الكمية. يرجى إزالته.",
    removeSoldOut: "بعض العناصر في سلتك نفدت. يرجى إزالتها لإتمام الطلب.",
  },
};

export function serviceWords(lang: string | null | undefined): ServiceWords {
  return WORDS[wordedLanguage(lang)];
}

/** Where a business is: its zone (or fixed offset) and whether it writes times on the 24-hour clock. */
export interface ServiceClock {
  timeZone?: string | null | undefined;
  timeZoneOffset?: number | undefined;
  use24HourFormat?: boolean | undefined;
}

/** "7:45 PM" (or "19:45"): an instant on the business's wall clock, as its status line writes times. */
export function serviceTime(instant: Date, clock: ServiceClock): string {
  const hhmm = hhmmOnClock(instant, { timeZone: clock.timeZone, offsetMinutes: clock.timeZoneOffset });
  return formatTime(hhmm, clock.use24HourFormat ?? false);
}

/** "Not taking orders until 7:45 PM." in the guest's language. */
export function pausedText(pausedUntil: Date, clock: ServiceClock, lang: string | null | undefined): string {
  return fill(serviceWords(lang).pausedUntil, { time: serviceTime(pausedUntil, clock) });
}

/** Whether a pause holds at `now`: a pause whose end has passed is over by itself, nothing sweeps it. */
export function isPausedAt(pausedUntil: Date | string | null | undefined, now: Date): boolean {
  if (!pausedUntil) return false;
  return new Date(pausedUntil).getTime() > now.getTime();
}
