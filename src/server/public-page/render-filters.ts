import type { BusinessConfig } from "../../shared/businesses/business-config.ts";
import {
  ALLERGENS,
  DIETS,
  type FilterChoice,
  type GuestFilter,
  hasDietIcon,
  isAllergenNoteShown,
  isFiltering,
  isItemShown,
  listsAllergens,
  offeredChoices,
} from "../../shared/guest-page/diet-filter.ts";
import type { GuestItem, GuestMenu } from "../../shared/guest-page/guest-view.ts";
import { choiceLabel, fill, type GuestWords, guestWords } from "../../shared/guest-page/guest-words.ts";
import { type Html, html, raw } from "../lib/html.ts";

// The guest page's diet and allergen filter. Every item stays in the page and the ones the
// filter leaves out carry `hidden`, so the plain form (no script) and the script's instant filtering (which
// only flips `hidden`) show the same thing, and loosening the filter needs no new page.

export interface FilterPlan {
  /** The form is drawn: the owner has filters on and some item carries a diet or allergen icon. */
  isOffered: boolean;
  filter: GuestFilter;
  hiddenItems: Set<string>;
  hiddenGroups: Set<string>;
  /** The guest's language and the page's words in it. */
  lang: string | null;
  words: GuestWords;
}

export const itemIconKeys = (item: GuestItem): string[] =>
  item.icons.flatMap((icon) => (icon.library ? [icon.library.key] : []));

export function planFilter(
  config: BusinessConfig,
  menus: GuestMenu[],
  filter: GuestFilter,
  lang: string | null = null,
): FilterPlan {
  const words = guestWords(lang);
  const items = menus.flatMap((menu) => menu.groups.flatMap((group) => group.items));
  const isOffered = config.dietFilters !== false && items.some((item) => hasDietIcon(itemIconKeys(item)));
  const hiddenItems = new Set<string>();
  const hiddenGroups = new Set<string>();
  if (!isOffered || !isFiltering(filter))
    return { isOffered, filter, hiddenItems, hiddenGroups, lang, words };
  for (const menu of menus)
    for (const group of menu.groups) {
      let isEmpty = true;
      for (const item of group.items) {
        if (isItemShown(itemIconKeys(item), filter)) isEmpty = false;
        else hiddenItems.add(item.id);
      }
      // A group of nothing but a description was never about dishes: it stays.
      if (isEmpty && group.items.length > 0) hiddenGroups.add(group.id);
    }
  return { isOffered, filter, hiddenItems, hiddenGroups, lang, words };
}

/** What an item card adds under a filter: its icons for the script, `hidden`, and the "not listed" note. */
export function itemFilterAttributes(plan: FilterPlan, item: GuestItem): Html {
  if (!plan.isOffered) return html``;
  const keys = itemIconKeys(item);
  return html`${keys.length ? html` data-f="${keys.join(" ")}"` : ""}${plan.hiddenItems.has(item.id) ? raw(" hidden") : ""}`;
}

/**
 * An item is never shown as "free of" what its icons do not speak to (diet-filter.ts). Every
 * item without an allergen list carries the note; it shows while a "leave out" choice is one its icons are
 * silent on, and the script flips `hidden` as the guest ticks.
 */
export function allergenNote(plan: FilterPlan, item: GuestItem): Html {
  const keys = itemIconKeys(item);
  if (!plan.isOffered || listsAllergens(keys)) return html``;
  const isShown = isAllergenNoteShown(keys, plan.filter.avoid);
  return html`<p class="nol"${isShown ? "" : raw(" hidden")}>${plan.words.notListed}</p>`;
}

export const hiddenCountText = (count: number, words: GuestWords = guestWords(null)) =>
  count === 1 ? words.hiddenOne : fill(words.hiddenMany, { n: count });

/** The filter form: a plain GET form (`?diet=…&avoid=…`) that the script makes instant. */
export function filterForm(plan: FilterPlan, menus: GuestMenu[], action: string, lang?: string): Html {
  if (!plan.isOffered) return html``;
  const { filter, words } = plan;
  const clear = lang ? `${action}?lang=${encodeURIComponent(lang)}` : action;
  const present = offeredChoices(
    menus.flatMap((menu) => menu.groups.flatMap((group) => group.items.flatMap(itemIconKeys))),
  );
  // What the menu's icons speak to, and whatever the address asks for, so every active choice can be unticked.
  const choices = (all: readonly FilterChoice[], shown: FilterChoice[], active: string[]) =>
    all.filter((choice) => shown.includes(choice) || active.includes(choice.key));
  const offered = {
    diets: choices(DIETS, present.diets, filter.diet),
    allergens: choices(ALLERGENS, present.allergens, filter.avoid),
  };
  const box = (name: "diet" | "avoid", choice: { key: string; label: string }, isOn: boolean) =>
    html`<label><input type="checkbox" name="${name}" value="${choice.key}"${isOn ? raw(" checked") : ""}> ${choiceLabel(
      choice.key,
      choice.label,
      plan.lang,
    )}</label>`;
  const group = (legend: string, name: "diet" | "avoid", choices: { key: string; label: string }[]) =>
    choices.length === 0
      ? ""
      : html`<fieldset><legend>${legend}</legend>${choices.map((choice) => box(name, choice, filter[name].includes(choice.key)))}</fieldset>`;
  const isOn = isFiltering(filter);
  // The count's words go to the script only when they are not its own English ones.
  const countWords =
    plan.words.hiddenMany === guestWords(null).hiddenMany
      ? ""
      : html` data-text="${words.hiddenMany}" data-one="${words.hiddenOne}"`;
  return html`<form class="filters" method="get" action="${action}" role="search" aria-label="${words.filterLabel}">${
    lang ? html`<input type="hidden" name="lang" value="${lang}">` : ""
  }<details${isOn ? raw(" open") : ""}><summary>${words.filter}</summary>${group(words.showOnly, "diet", offered.diets)}${group(
    words.leaveOut,
    "avoid",
    offered.allergens,
  )}<button type="submit">${words.apply}</button></details><p class="fstat" role="status"${isOn ? "" : raw(" hidden")}><span data-count${countWords}>${hiddenCountText(
    plan.hiddenItems.size,
    words,
  )}</span> · <a href="${clear}" data-clear>${words.clearFilter}</a></p></form>`;
}
