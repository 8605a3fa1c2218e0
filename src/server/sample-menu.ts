import { newId } from "./db/ids.ts";

function item(name: string, description: string, prices: number[], sizes: string[] = [], icons: string[] = []) {
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
        item("Crispy Calamari", "Lemon aioli, pickled chili", [15], [], ["seafood"]),
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
