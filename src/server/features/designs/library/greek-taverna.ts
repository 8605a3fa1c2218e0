import { defineDesign } from "./define-design.ts";

export const GREEK_TAVERNA = defineDesign({
  id: "greek-taverna",
  name: "Greek Taverna",
  sections: [
    {
      bin: "Mezedes",
      objects: [
        {
          name: "Dip Trio",
          description: "Tzatziki, melitzanosalata and taramosalata with warm pita.",
          price: 14,
          icons: ["popular", "dairy", "fish"],
          extras: "Extra pita +$2",
        },
        {
          name: "Spanakopita",
          description: "Spinach, feta and dill baked in crisp phyllo.",
          price: 10,
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
        {
          name: "Saganaki",
          description: "Pan-fried kefalograviera cheese flamed with ouzo and lemon.",
          price: 13,
          icons: ["vegetarian", "dairy", "alcohol"],
        },
        {
          name: "Dolmades",
          description: "Vine leaves stuffed with herbed rice, with lemon and yogurt.",
          price: 9,
          icons: ["vegetarian", "gluten-free", "dairy"],
        },
        {
          name: "Grilled Octopus",
          description: "Charred octopus with fava purée, capers and red onion.",
          price: 19,
          icons: ["molluscs", "gluten-free", "chefs-choice"],
        },
        {
          name: "Keftedes",
          description: "Mint and oregano meatballs in a light tomato sauce.",
          price: 11,
          icons: ["egg", "contains-gluten"],
        },
        {
          name: "Gigantes Plaki",
          description: "Giant beans baked with tomato, dill and olive oil.",
          price: 9,
          icons: ["vegan", "gluten-free"],
        },
      ],
    },
    {
      bin: "Salads",
      objects: [
        {
          name: "Horiatiki",
          description: "Village salad of tomato, cucumber, olives, onion and a slab of feta.",
          price: 13,
          icons: ["vegetarian", "gluten-free", "dairy"],
          extras: "Add grilled chicken +$5",
        },
        {
          name: "Maroulosalata",
          description: "Romaine, scallion and dill with lemon vinaigrette.",
          price: 10,
          icons: ["vegan", "gluten-free"],
        },
      ],
    },
    {
      bin: "From the Grill",
      objects: [
        {
          name: "Chicken Souvlaki",
          description: "Marinated skewers with pita, tzatziki and lemon potatoes.",
          sizes: [
            ["1 skewer", 14],
            ["2 skewers", 22],
          ],
          icons: ["dairy", "contains-gluten"],
        },
        {
          name: "Pork Gyro Plate",
          description: "Shaved gyro with tomato, onion, fries and tzatziki.",
          price: 18,
          icons: ["popular", "dairy", "contains-gluten"],
        },
        {
          name: "Lamb Chops",
          description: "Grilled lamb chops with oregano, lemon and horta.",
          price: 34,
          icons: ["gluten-free", "dairy-free"],
        },
        {
          name: "Whole Lavraki",
          description: "Grilled European sea bass with ladolemono.",
          price: 32,
          icons: ["fish", "gluten-free"],
        },
        {
          name: "Halloumi Skewers",
          description: "Grilled halloumi, peppers and zucchini with honey and sesame.",
          price: 16,
          icons: ["vegetarian", "dairy", "sesame"],
        },
      ],
    },
    {
      bin: "Oven Dishes",
      objects: [
        {
          name: "Moussaka",
          description: "Eggplant, spiced beef and béchamel baked until golden.",
          price: 22,
          icons: ["house-made", "dairy", "egg"],
        },
        {
          name: "Pastitsio",
          description: "Baked pasta with cinnamon-scented meat sauce and béchamel.",
          price: 20,
          icons: ["dairy", "egg", "contains-gluten"],
        },
        {
          name: "Lamb Kleftiko",
          description: "Lamb shoulder slow-baked in parchment with garlic and potatoes.",
          price: 29,
          icons: ["gluten-free", "chefs-choice"],
        },
      ],
    },
    {
      bin: "Sweets & Drinks",
      objects: [
        {
          name: "Baklava",
          description: "Layers of phyllo, walnuts and pistachios in honey syrup.",
          price: 8,
          icons: ["vegetarian", "tree-nuts", "contains-gluten"],
        },
        {
          name: "Greek Yogurt & Honey",
          description: "Strained yogurt with thyme honey and toasted walnuts.",
          price: 7,
          icons: ["vegetarian", "gluten-free", "tree-nuts"],
        },
        {
          name: "Loukoumades",
          description: "Warm honey doughnuts with cinnamon and sesame.",
          price: 9,
          icons: ["vegetarian", "sesame", "contains-gluten"],
        },
        {
          name: "Assyrtiko",
          description: "Mineral white wine from Santorini.",
          sizes: [
            ["Glass", 14],
            ["Bottle", 54],
          ],
          icons: ["alcohol", "sulphites"],
        },
        {
          name: "Ouzo",
          description: "Served with ice and water on the side.",
          price: 9,
          icons: ["alcohol"],
        },
        {
          name: "Greek Coffee",
          description: "Finely ground and brewed in a briki, sweetened to your taste.",
          price: 4,
          icons: ["vegan"],
        },
      ],
    },
  ],
});
