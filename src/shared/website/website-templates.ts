import { WEEKDAYS } from "../common/constants.ts";
import { formatUsPhone } from "../common/phone.ts";
import { formatTime } from "../hours/business-clock.ts";
import type { HoursMap } from "../hours/hours.ts";
import { capitalize } from "../hours/hours.ts";

// The pages an owner can start from. The Contact page is filled from the location and its hours, so a
// new owner gets a useful page in one click; every template is plain Markdown the editor then opens.

export interface TemplateLocation {
  name: string;
  address: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  phone?: string;
  email?: string;
}

export interface PageTemplate {
  key: "blank" | "about" | "catering" | "events" | "contact";
  title: string;
  slug: string;
  description: string;
  body: string;
}

/** One line of the address, as a guest types it into a map. */
export function addressLine(location: TemplateLocation): string {
  const street = [location.address, location.address2].filter(Boolean).join(", ");
  const region = [location.state, location.zip].filter(Boolean).join(" ");
  return [street, location.city, region].filter(Boolean).join(", ");
}

/** A map search for the address (Google Maps' documented search URL, which opens the app on phones). */
export function mapLink(location: TemplateLocation): string {
  const query = [location.name, addressLine(location)].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The week's hours as a Markdown list: "Monday: 11:00 AM – 10:00 PM", "Sunday: Closed". */
export function hoursMarkdown(hours: HoursMap, use24HourFormat = false): string {
  return WEEKDAYS.map((day) => {
    const entry = hours[day];
    const ranges =
      entry.open && entry.hours.length > 0
        ? entry.hours
            .map(
              (range) =>
                `${formatTime(range.start, use24HourFormat)} – ${formatTime(range.end, use24HourFormat)}`,
            )
            .join(", ")
        : "Closed";
    return `- **${capitalize(day)}:** ${ranges}`;
  }).join("\n");
}

/** Markdown's own characters in a name typed by the owner are shown, not read as formatting. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]#<>!|])/g, "\\$1");

export function pageTemplates({
  location,
  hours,
  use24HourFormat = false,
}: {
  location: TemplateLocation;
  hours: HoursMap;
  use24HourFormat?: boolean;
}): PageTemplate[] {
  const name = escapeMarkdown(location.name);
  const phone = location.phone ? formatUsPhone(location.phone) : "";
  const callLine = location.phone
    ? `Call us at [${phone}](tel:${location.phone.replace(/[^\d+]/g, "")})`
    : "";
  const mailLine = location.email ? `write to [${location.email}](mailto:${location.email})` : "";
  const reach = [callLine, mailLine].filter(Boolean).join(" or ");
  return [
    { key: "blank", title: "New page", slug: "", description: "Start from an empty page.", body: "" },
    {
      key: "about",
      title: "About us",
      slug: "about-us",
      description: "Your story, your team and what you cook.",
      body: `## Our story\n\n${name} started with a simple idea: good food, made with care, for our neighbors.\n\n## What we cook\n\n- Seasonal dishes made from scratch\n- Local ingredients wherever we can\n\n## Visit us\n\nFind us at ${escapeMarkdown(addressLine(location))}.`,
    },
    {
      key: "catering",
      title: "Catering",
      slug: "catering",
      description: "Trays and menus for offices, parties and family events.",
      body: `## Catering by ${name}\n\nWe cater offices, parties and family events, from a tray for ten to a buffet for a hundred.\n\n## How it works\n\n1. Tell us the date, the number of guests and what you have in mind.\n2. We suggest a menu and a price.\n3. We deliver, or you pick up.\n\n${reach ? `${reach} at least three days ahead.` : "Ask us at least three days ahead."}`,
    },
    {
      key: "events",
      title: "Private events",
      slug: "private-events",
      description: "Book the room for birthdays, rehearsal dinners and team nights.",
      body: `## Celebrate with us\n\n${name} hosts birthdays, rehearsal dinners and team nights.\n\n- A set menu or family-style dishes\n- Room for small and large groups\n- Drinks packages on request\n\n${reach ? `${reach} to book.` : "Ask us to book."}`,
    },
    {
      key: "contact",
      title: "Contact",
      slug: "contact",
      description: "Your address, a map link, your hours and how to reach you, filled in for you.",
      body: `## Find us\n\n${escapeMarkdown(addressLine(location))}\n\n[Open in Maps](${mapLink(location)})\n\n## Opening hours\n\n${hoursMarkdown(hours, use24HourFormat)}${reach ? `\n\n## Get in touch\n\n${reach}.` : ""}`,
    },
  ];
}
