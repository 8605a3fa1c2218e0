import type { BusinessConfig } from "../../shared/businesses/business-config.ts";
import { WEEKDAYS } from "../../shared/common/constants.ts";
import { decimalAmount } from "../../shared/common/money.ts";
import type { GuestView } from "../../shared/guest-page/guest-view.ts";
import { readHours } from "../../shared/hours/hours-schema.ts";
import type { SnapshotLocation } from "../../shared/publishing/public-page.ts";
import { type Html, jsonForScript } from "../lib/html.ts";

const SCHEMA_DAYS: Record<string, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** schema.org Restaurant: name, logo, phone, address and opening hours (the menu page and website pages). */
export function restaurantData({
  config,
  location,
  url,
  baseUrl,
}: {
  config: BusinessConfig;
  location: SnapshotLocation;
  url: string;
  baseUrl: string;
}) {
  const hours = readHours(config.hours);
  return {
    "@type": "Restaurant",
    name: location.name,
    url,
    ...(config.logo ? { logo: `${baseUrl}${config.logo}`, image: `${baseUrl}${config.logo}` } : {}),
    ...(location.phone ? { telephone: location.phone } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: [location.address, location.address2].filter(Boolean).join(", "),
      addressLocality: location.city,
      addressRegion: location.state,
      postalCode: location.zip,
      addressCountry: location.country,
    },
    openingHoursSpecification: WEEKDAYS.flatMap((day) =>
      hours[day].open
        ? hours[day].hours.map((range) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: SCHEMA_DAYS[day],
            opens: range.start,
            closes: range.end,
          }))
        : [],
    ),
  };
}

/** schema.org Restaurant with its Menu, sections, items and offers, from the guest's view. */
export function structuredData({
  guest,
  location,
  canonical,
  baseUrl,
  lang = null,
}: {
  guest: GuestView;
  location: SnapshotLocation;
  canonical: string;
  baseUrl: string;
  /** The language the menu's texts are in. */
  lang?: string | null;
}): Html {
  const { config, currency } = guest;
  const data = {
    "@context": "https://schema.org",
    ...restaurantData({ config, location, url: canonical, baseUrl }),
    hasMenu: guest.shown.map((menu) => ({
      "@type": "Menu",
      name: menu.name,
      ...(lang ? { inLanguage: lang } : {}),
      ...(menu.details ? { description: menu.details } : {}),
      hasMenuSection: menu.groups.map((group) => ({
        "@type": "MenuSection",
        name: group.name,
        ...(group.description ? { description: group.description } : {}),
        hasMenuItem: group.items.map((item) => {
          const diets = item.icons.map((icon) => icon.library?.diet).filter(Boolean);
          const offers = item.prices.map((offer) => ({
            "@type": "Offer",
            price: decimalAmount(offer.amount, currency.code),
            priceCurrency: currency.code,
            ...(offer.size ? { name: offer.size } : {}),
          }));
          return {
            "@type": "MenuItem",
            name: item.name,
            ...(item.description ? { description: item.description } : {}),
            ...(offers.length ? { offers } : {}),
            ...(diets.length ? { suitableForDiet: diets } : {}),
          };
        }),
      })),
    })),
  };
  return jsonForScript(data);
}
