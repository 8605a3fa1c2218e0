import { newId } from "./db/ids.ts";

function item(
  name: string,
  description: string,
  prices: number[],
  sizes: string[] = [],
  icons: string[] = [],
) {
  return {
    id: newId(),
    type: 1,
    name,
    description,
    cookTime: "",
    preview: null,
    previewSource: null,
    previewAltText: "",
    icons: icons.map((iconKey) => ({ type: "library", iconKey })),
    prices,
    sizes,
    available: true,
    modifiers: [],
    extras: "",
  };
}

function group(name: string, description: string, nodes: ReturnType<typeof item>[]) {
  return { id: newId(), type: 0, name, description, available: true, nodes };
}

/** The demo business's first menu, so a newcomer sees a real menu at once. */
export const SAMPLE_MENU = {
  name: "Dinner",
  details: "Served daily from 5 pm. Please tell us about any allergies.",
  get nodes() {
    return [
      group("Starters", "To share, or not", [
        item("Burrata", "Heirloom tomatoes, basil oil, grilled sourdough", [14], [], ["vegetarian"]),
        item("Crispy Calamari", "Lemon aioli, pickled chili", [15], [], ["molluscs"]),
        item("Soup of the Day", "Ask your server", [7, 11], ["Cup", "Bowl"]),
      ]),
      group("Mains", "", [
        item("Seared Salmon", "Fennel, citrus, brown butter", [29], [], ["fish", "gluten-free"]),
        item("Harbor Burger", "Dry-aged beef, aged cheddar, house pickles, fries", [19]),
        item("Wild Mushroom Risotto", "Arborio, parmesan, thyme", [23], [], ["vegetarian", "gluten-free"]),
      ]),
      group("Desserts", "", [
        item("Olive Oil Cake", "Whipped mascarpone, seasonal fruit", [10], [], ["vegetarian"]),
        item("Affogato", "Vanilla gelato, double espresso", [8]),
      ]),
    ];
  },
};

const week = (open: string, close: string, late: string) => ({
  monday: { open: false, hours: [] },
  tuesday: { open: true, hours: [{ start: open, end: close }] },
  wednesday: { open: true, hours: [{ start: open, end: close }] },
  thursday: { open: true, hours: [{ start: open, end: close }] },
  friday: { open: true, hours: [{ start: open, end: late }] },
  saturday: {
    open: true,
    hours: [
      { start: "10:00", end: "14:30" },
      { start: open, end: late },
    ],
  },
  sunday: { open: true, hours: [{ start: "10:00", end: "15:00" }] },
});

/** The demo business's look and hours. */
export const DEMO_CONFIG = {
  hours: JSON.stringify(week("17:00", "22:00", "00:30")),
  timeZone: "America/Los_Angeles",
  timeZoneOffset: -480,
  bannerColor: "#1f3a4d",
  bannerTextColor: "#ffffff",
  businessNameColor: "#ffffff",
  menuTextColor: "#1a1a1a",
  orderNowButton: true,
  orderNowPhone: "4155550142",
  seoDescription:
    "Seasonal plates by the water in San Francisco: dinner Tuesday to Saturday, brunch on weekends.",
};
