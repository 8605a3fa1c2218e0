import { WEEKDAYS } from "../../shared/constants.ts";
import { readHours } from "../../shared/hours-schema.ts";
import { findLibraryIcon } from "../../shared/icons.ts";
import { currencyCode } from "../../shared/money.ts";
import type { PublishedSnapshot } from "../../shared/public-page.ts";
import { type Html, jsonForScript } from "./html.ts";

const SCHEMA_DAYS: Record<string, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** schema.org Restaurant with its Menu, sections, items and offers (issue 4 §5). */
export function structuredData({
  snapshot,
  canonical,
  menus,
  baseUrl,
}: {
  snapshot: PublishedSnapshot;
  canonical: string;
  menus: PublishedSnapshot["menus"];
  baseUrl: string;
}): Html {
  const { location, business } = snapshot;
  const config = business.config;
  const currency = currencyCode(config.currency);
  const hours = readHours(config.hours);
  const data = {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: location.name,
    url: canonical,
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
    hasMenu: menus.map((menu) => ({
      "@type": "Menu",
      name: menu.name,
      ...(menu.details ? { description: menu.details } : {}),
      hasMenuSection: menu.nodes.map((group) => ({
        "@type": "MenuSection",
        name: group.name,
        ...(group.description ? { description: group.description } : {}),
        hasMenuItem: group.nodes.map((item) => {
          const diets = item.icons.map((icon) => findLibraryIcon(icon.iconKey)?.diet).filter(Boolean);
          const offers = item.prices
            .map((price, index) => ({ price, size: item.sizes[index] }))
            .filter((offer) => offer.price !== null)
            .map((offer) => ({
              "@type": "Offer",
              price: offer.price?.toFixed(2),
              priceCurrency: currency,
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
