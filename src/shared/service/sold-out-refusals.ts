import { fill } from "../common/fill.ts";
import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// The refusal of a cart holding something the kitchen has sold out, in the guest's language (as the other
// refusals, order-refusals.ts): the item by its name, or the option and its item. Only the server sends these.

interface SoldOutTemplates {
  /** `{name}`: the item. */
  item: string;
  /** `{option}` of the item `{name}`. */
  option: string;
}

const TEMPLATES: Record<WordedLanguage, SoldOutTemplates> = {
  en: {
    item: "“{name}” is sold out for now. Please remove it from your order.",
    option: "“{option}” for “{name}” is sold out for now. Please choose another option.",
  },
  es: {
    item: "“{name}” está agotado por ahora. Quítelo de su pedido.",
    option: "“{option}” para “{name}” está agotado por ahora. Elija otra opción.",
  },
  fr: {
    item: "« {name} » est épuisé pour le moment. Veuillez le retirer de votre commande.",
    option: "« {option} » pour « {name} » est épuisé pour le moment. Veuillez choisir une autre option.",
  },
  de: {
    item: "„{name}“ ist gerade ausverkauft. Bitte entfernen Sie es aus Ihrer Bestellung.",
    option: "„{option}“ für „{name}“ ist gerade ausverkauft. Bitte wählen Sie eine andere Option.",
  },
  it: {
    item: "“{name}” è esaurito al momento. Rimuovilo dall’ordine.",
    option: "“{option}” per “{name}” è esaurito al momento. Scegli un’altra opzione.",
  },
  pt: {
    item: "“{name}” está esgotado de momento. Retire-o do seu pedido.",
    option: "“{option}” para “{name}” está esgotado de momento. Escolha outra opção.",
  },
  zh: {
    item: "“{name}”暂时售罄，请从订单中移除。",
    option: "“{name}”的“{option}”暂时售罄，请选择其他选项。",
  },
  ar: {
    item: "«{name}» نفد حاليًا. يُرجى إزالته من طلبك.",
    option: "«{option}» لـ«{name}» نفد حاليًا. يُرجى اختيار خيار آخر.",
  },
};

/** "“Margherita” is sold out for now…", or for an option "“Extra cheese” for “Margherita” is sold out…". */
export function soldOutRefusal(
  lang: string | null | undefined,
  names: { item: string; option?: string | undefined },
): string {
  const templates = TEMPLATES[wordedLanguage(lang)];
  // Through fill: a name the owner typed may hold `$&`, which String.replace would read as a pattern.
  if (names.option === undefined) return fill(templates.item, { name: names.item });
  return fill(templates.option, { name: names.item, option: names.option });
}

/** Every language's sentences, for tests that hold them complete. */
export const SOLD_OUT_TEMPLATES = TEMPLATES;
