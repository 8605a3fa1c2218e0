import { type Announcement, isAnnouncementVisible, readAnnouncement } from "../businesses/announcement.ts";
import { type BusinessConfig, DEFAULT_BUSINESS_CONFIG } from "../businesses/business-config.ts";
import { UNNAMED_GROUP, WEEKDAYS, type Weekday } from "../common/constants.ts";
import { dayName } from "../common/day-names.ts";
import { fallbackLanguage, languagesOf, translated, translatedSize } from "../common/languages.ts";
import { type Currency, currencyOf, formatMoney, toMinor } from "../common/money.ts";
import { describeStatus, type OpenStatus, openStatus } from "../hours/hours.ts";
import { readHours } from "../hours/hours-schema.ts";
import { choiceRule, describeChoiceRule } from "../menus/choice-rules.ts";
import { iconName } from "../menus/icon-words.ts";
import { findLibraryIcon, type LibraryIcon } from "../menus/icons.ts";
import { type MenuItem, type MenuNodes, type MenuTranslations, visibleNodes } from "../menus/menu.ts";
import { describeSchedule, isServedAt, type MenuSchedule, menuServedNow } from "../menus/menu-schedule.ts";
import type { PublishedSnapshot, SnapshotLocation, SnapshotMenu } from "../publishing/public-page.ts";
import { type GuestWords, guestWords } from "./guest-words.ts";

// What a guest sees, decided once. The server's HTML, its structured data and the dashboard's
// Appearance preview all draw this view, so the preview can no longer show what guests would not see.

export interface GuestPrice {
  /** The size's name; "" for an item with a single price. */
  size: string;
  /** In the currency's minor units (docs/decisions/005). */
  amount: number;
  text: string;
}

export interface GuestIcon {
  label: string;
  /** A library icon's drawing, or null for an owner's uploaded icon. */
  library: LibraryIcon | null;
  src: string | null;
  alt: string;
}

export interface GuestModifierGroup {
  name: string;
  /** How many to choose in plain words ("Choose 1"); null for an optional group, which says nothing. */
  rule: string | null;
  entries: { name: string; price: string | null }[];
}

/** A text shown in the menu's own language because the guest's has no translation of it: that language. */
type TextLanguage = string | null;

export interface GuestItem {
  id: string;
  name: string;
  description: string;
  nameLang?: TextLanguage;
  descriptionLang?: TextLanguage;
  cookTime: string;
  image: { src: string; alt: string } | null;
  /** Sized items list each size with its price; others show one price beside the name. */
  hasSizes: boolean;
  prices: GuestPrice[];
  icons: GuestIcon[];
  modifiers: GuestModifierGroup[];
  extras: string;
}

export interface GuestGroup {
  id: string;
  name: string;
  description: string;
  nameLang?: TextLanguage;
  descriptionLang?: TextLanguage;
  items: GuestItem[];
}

export interface GuestMenu {
  id: string;
  name: string;
  details: string;
  groups: GuestGroup[];
  /** When a menu with a schedule is served, as the guest reads it; null for one always served. */
  served: string | null;
  isServedNow: boolean;
}

export interface GuestView {
  config: BusinessConfig;
  currency: Currency;
  name: string;
  isNameShown: boolean;
  logo: string | null;
  /** The full address, for the footer and structured data. */
  address: string;
  /** The address under the name, when the owner shows it. */
  headerAddress: string | null;
  /** Digits to call, when the owner shows the phone. */
  phone: string | null;
  orderPhone: string | null;
  /** Null when the business has no opening hours to show. */
  status: { open: boolean; text: string } | null;
  announcement: Announcement | null;
  /** Every menu a guest can open, in order (the page's tabs); `served` says when a scheduled one is served. */
  tabs: { id: string; name: string; served: string | null; isServedNow: boolean }[];
  /** The menu the `m` view opens; undefined in the `o` view and when there is no menu. */
  chosen: GuestMenu | undefined;
  /** The menus drawn on the page: the chosen one, or every one in the `o` view. */
  shown: GuestMenu[];
  /** The language the owner's texts and the page's words are in; null for a one-language page. */
  lang: string | null;
  words: GuestWords;
}

export interface GuestViewOptions {
  /** `m` shows one menu with tabs; `o` is the light view with every menu on one page. */
  view?: "m" | "o";
  menuId?: string | undefined;
  now: Date;
  /** The status already worked out for this instant (the server keys its page cache on it). */
  status?: OpenStatus;
  /** The language chosen for the guest (languages.ts pickLanguage); none means the original. */
  lang?: string | null | undefined;
}

/** The business's open/closed state now, in its own time zone. */
export function statusNow(config: BusinessConfig, now: Date = new Date()): OpenStatus {
  // The owner's manual "closed now" wins over the hours until it is switched off.
  if (config.closedNow) return { open: false, closesAt: null, nextOpening: null };
  return openStatus(readHours(config.hours), now, {
    timeZone: config.timeZone ?? null,
    offsetMinutes: config.timeZoneOffset ?? 0,
  });
}

/** A draft menu as the dashboard and the database hold it, with the owner's flags. */
export interface DraftMenu {
  id: string;
  name: string;
  details: string;
  sequence: number;
  active: boolean;
  removed: boolean;
  nodes: MenuNodes;
  schedule?: MenuSchedule | undefined;
  translations?: MenuTranslations | undefined;
}

/** What a publish freezes of the menus: active, non-removed ones by sequence, available groups and items. */
export function snapshotMenus(menus: readonly DraftMenu[]): SnapshotMenu[] {
  return menus
    .filter((menu) => menu.active && !menu.removed)
    .sort((a, b) => a.sequence - b.sequence)
    .map((menu) => ({
      id: menu.id,
      name: menu.name,
      details: menu.details,
      sequence: menu.sequence,
      nodes: visibleNodes(menu.nodes),
      schedule: menu.schedule ?? null,
      translations: menu.translations ?? {},
    }));
}

/** The id given, else the lowest sequence (the hash is matched by the page's script). */
export function chooseMenu<T extends { id: string }>(
  menus: readonly T[],
  menuId: string | undefined,
): T | undefined {
  return menus.find((menu) => menu.id === menuId) ?? menus[0];
}

export function fullAddress(
  location: Pick<SnapshotLocation, "address" | "address2" | "city" | "state" | "zip">,
): string {
  const street = [location.address, location.address2].filter(Boolean).join(", ");
  const region = [location.state, location.zip].filter(Boolean).join(" ");
  return [street, location.city, region].filter(Boolean).join(", ");
}

function priceLines(item: MenuItem, currency: Currency, lang: string | null): GuestPrice[] {
  const price = (size: string, value: number): GuestPrice => {
    const amount = toMinor(value, currency.code);
    return { size, amount, text: formatMoney(amount, currency) };
  };
  if (item.sizes.length === 0) {
    const [single] = item.prices;
    return single === null || single === undefined ? [] : [price("", single)];
  }
  return item.prices.flatMap((value, index) =>
    value === null ? [] : [price(translatedSize(item, index, lang), value)],
  );
}

/** Words the owner wrote themselves: not empty, and not the library's English words the picker fills in. */
const isOwnWords = (text: string | undefined, libraryText: string) =>
  (text ?? "").trim() !== "" && (text ?? "").trim().toLowerCase() !== libraryText.toLowerCase();

function guestIcon(icon: MenuItem["icons"][number], lang: string | null): GuestIcon {
  const library = findLibraryIcon(icon.iconKey) ?? null;
  if (library) {
    // The owner's own hover text as written; else the library icon's name in the guest's language, also when the
    // icon carries the library's English label (the picker saves it with the icon): "Vegano" on a Spanish page.
    const name = iconName(library.key, library.label, lang);
    const label = isOwnWords(icon.hoverText, library.label) ? (icon.hoverText ?? name) : name;
    const alt = isOwnWords(icon.altText, library.altText) ? (icon.altText ?? label) : label;
    return { label, library, src: null, alt };
  }
  const label = icon.hoverText || icon.altText || "";
  return { label, library, src: icon.path || null, alt: icon.altText || label };
}

function ruleText(modifier: MenuItem["modifiers"][number], lang: string | null): string | null {
  const rule = choiceRule(modifier);
  return rule.min === 0 && rule.max === null ? null : describeChoiceRule(rule, lang);
}

function guestItem(
  item: MenuItem,
  currency: Currency,
  lang: string | null,
  sourceLang: string | null,
): GuestItem {
  const name = translated(item, "name", lang);
  const extras = translated(item, "extras", lang);
  return {
    id: item.id,
    name,
    description: translated(item, "description", lang),
    nameLang: fallbackLanguage(item, "name", lang, sourceLang),
    descriptionLang: fallbackLanguage(item, "description", lang, sourceLang),
    cookTime: item.cookTime,
    image: item.preview ? { src: item.preview, alt: item.previewAltText || name } : null,
    hasSizes: item.sizes.length > 0,
    prices: priceLines(item, currency, lang),
    icons: item.icons.map((icon) => guestIcon(icon, lang)),
    modifiers: item.modifiers
      .filter((modifier) => modifier.entries.length > 0)
      .map((modifier) => ({
        name: translated(modifier, "name", lang),
        rule: ruleText(modifier, lang),
        entries: modifier.entries.map((entry) => ({
          name: translated(entry, "name", lang),
          price: entry.price ? formatMoney(toMinor(entry.price, currency.code), currency) : null,
        })),
      })),
    extras: extras.trim() ? extras : "",
  };
}

/** A menu's own name and note in `lang` (they live beside the menu, not in its tree). */
export function menuText(
  menu: { name: string; details: string; translations?: MenuTranslations | undefined },
  lang: string | null | undefined,
) {
  return { name: translated(menu, "name", lang), details: translated(menu, "details", lang) };
}

function guestMenu(
  menu: SnapshotMenu,
  currency: Currency,
  lang: string | null,
  time: { served: string | null; isServedNow: boolean },
  sourceLang: string | null,
): GuestMenu {
  return {
    id: menu.id,
    ...menuText(menu, lang),
    ...time,
    // A group with neither items nor a description has nothing to show.
    groups: menu.nodes
      .filter((group) => group.nodes.length > 0 || group.description)
      .map((group) => ({
        id: group.id,
        name: translated(group, "name", lang) || UNNAMED_GROUP,
        description: translated(group, "description", lang),
        nameLang: fallbackLanguage(group, "name", lang, sourceLang),
        descriptionLang: fallbackLanguage(group, "description", lang, sourceLang),
        items: group.nodes.map((item) => guestItem(item, currency, lang, sourceLang)),
      })),
  };
}

/** What a guest sees of a business whose menus are already filtered as a publish filters them. */
function buildGuestView(
  input: { config: BusinessConfig; location: SnapshotLocation; menus: readonly SnapshotMenu[] },
  options: GuestViewOptions,
): GuestView {
  const config: BusinessConfig = { ...DEFAULT_BUSINESS_CONFIG, ...input.config };
  const { location, menus } = input;
  const currency = currencyOf(config, location.country);
  const hours = readHours(config.hours);
  const hasHours = WEEKDAYS.some((day) => hours[day].open && hours[day].hours.length > 0);
  const status = options.status ?? statusNow(config, options.now);
  const announcement = readAnnouncement(config.announcementBanner);
  const address = fullAddress(location);
  const phone = config.phone || location.phone;
  const view = options.view ?? "m";
  const zone = { timeZone: config.timeZone ?? null, offsetMinutes: config.timeZoneOffset ?? 0 };
  const use24 = config.use24HourFormat ?? false;
  // Without a menu in the address, the page opens on the menu served now.
  const chosenMenu =
    view !== "m"
      ? undefined
      : options.menuId
        ? chooseMenu(menus, options.menuId)
        : menuServedNow(menus, options.now, zone);
  const shownMenus = view === "o" ? menus : chosenMenu ? [chosenMenu] : [];
  const lang = options.lang ?? null;
  const words = guestWords(lang);
  const shortDay = (day: Weekday) => dayName(day, lang, "short");
  const timeOf = (menu: SnapshotMenu) => ({
    served: menu.schedule ? describeSchedule(menu.schedule, use24, { allDay: words.allDay, shortDay }) : null,
    isServedNow: isServedAt(menu.schedule, options.now, zone),
  });
  // The owner writes in the menu's first language; translations are beside it.
  const sourceLang = languagesOf(config)[0] ?? null;
  const shown = shownMenus.map((menu) => guestMenu(menu, currency, lang, timeOf(menu), sourceLang));
  return {
    config,
    currency,
    name: location.name,
    isNameShown: config.showBusinessName !== false,
    logo: config.logo ?? null,
    address,
    headerAddress: config.showAddress && address ? address : null,
    phone: config.showPhone && phone ? phone : null,
    orderPhone: config.orderNowButton && config.orderNowPhone ? config.orderNowPhone : null,
    // The owner's "closed now" is said even by a business that lists no hours.
    status:
      hasHours || config.closedNow
        ? {
            open: status.open,
            text: describeStatus(status, use24, words, (day) => dayName(day, lang)),
          }
        : null,
    announcement: isAnnouncementVisible(announcement, options.now) ? announcement : null,
    tabs: menus.map((menu) => ({ id: menu.id, name: menuText(menu, lang).name, ...timeOf(menu) })),
    chosen: view === "m" ? shown[0] : undefined,
    shown,
    lang,
    words,
  };
}

/** The guest's view of a published snapshot: what the page at /m and /o draws. */
export function guestViewOfSnapshot(snapshot: PublishedSnapshot, options: GuestViewOptions): GuestView {
  return buildGuestView(
    { config: snapshot.business.config, location: snapshot.location, menus: snapshot.menus },
    options,
  );
}

/** The guest's view of the owner's draft, filtered exactly as Publish Changes would filter it (previews). */
export function guestViewOfDraft(
  draft: { config: BusinessConfig; location: SnapshotLocation; menus: readonly DraftMenu[] },
  options: GuestViewOptions,
): GuestView {
  return buildGuestView({ ...draft, menus: snapshotMenus(draft.menus) }, options);
}
