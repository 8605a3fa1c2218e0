import { describe, expect, it } from "vitest";
import { emptyHours } from "../hours/hours.ts";
import { hoursMarkdown, mapLink, pageTemplates } from "./website-templates.ts";

const location = {
  name: "Joe's *Best* Diner",
  address: "1 Market Street",
  address2: "Suite 2",
  city: "San Francisco",
  state: "CA",
  zip: "94105",
  phone: "4155550100",
  email: "hi@joes.example",
};

describe("website page templates", () => {
  it("offers a blank page and About us, Catering, Private events and Contact", () => {
    const templates = pageTemplates({ location, hours: emptyHours() });
    expect(templates.map((template) => template.title)).toEqual([
      "New page",
      "About us",
      "Catering",
      "Private events",
      "Contact",
    ]);
    expect(templates[0]?.body).toBe("");
  });

  it("fills the Contact page from the location and its hours, with a map link", () => {
    const hours = emptyHours();
    hours.monday = { open: true, hours: [{ start: "11:00", end: "22:00" }] };
    const contact = pageTemplates({ location, hours }).find((template) => template.key === "contact");
    expect(contact?.body).toContain("1 Market Street, Suite 2, San Francisco, CA 94105");
    expect(contact?.body).toContain(`[Open in Maps](${mapLink(location)})`);
    expect(contact?.body).toContain("- **Monday:** 11:00 AM – 10:00 PM");
    expect(contact?.body).toContain("- **Sunday:** Closed");
    expect(contact?.body).toContain("[(415) 555-0100](tel:4155550100)");
    expect(contact?.body).toContain("[hi@joes.example](mailto:hi@joes.example)");
  });

  it("builds the map link from the name and address, and keeps the owner's Markdown characters as text", () => {
    expect(mapLink(location)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Joe's *Best* Diner, 1 Market Street, Suite 2, San Francisco, CA 94105")}`,
    );
    const about = pageTemplates({ location, hours: emptyHours() }).find(
      (template) => template.key === "about",
    );
    expect(about?.body).toContain("Joe's \\*Best\\* Diner");
  });

  it("writes hours in 24-hour time when the owner uses it", () => {
    const hours = emptyHours();
    hours.friday = { open: true, hours: [{ start: "18:00", end: "02:00" }] };
    expect(hoursMarkdown(hours, true)).toContain("- **Friday:** 18:00 – 02:00");
  });
});
