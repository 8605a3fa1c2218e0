import { defineDesign } from "./define-design.ts";

export const BRUNCH_HOUSE = defineDesign({
  id: "brunch-house",
  name: "Weekend Brunch",
  sections: [
    {
      bin: "Eggs",
      objects: [
        {
          name: "Eggs Benedict",
          description: "Poached eggs, Canadian bacon and hollandaise on an English muffin.",
          price: 16,
          icons: ["egg", "dairy", "popular"],
          extras: "Swap for smoked salmon +$4 · Swap for spinach (Florentine)",
        },
        {
          name: "Shakshuka",
          description: "Eggs baked in spiced tomato and pepper sauce with feta and grilled bread.",
          price: 15,
          icons: ["vegetarian", "egg", "spicy"],
        },
        {
          name: "Huevos Rancheros",
          description: "Fried eggs on crisp tortillas with black beans, salsa roja and avocado.",
          price: 15,
          icons: ["vegetarian", "egg", "gluten-free"],
          extras: "Add chorizo +$3",
        },
        {
          name: "Farmhouse Breakfast",
          description: "Two eggs, thick-cut bacon, sausage, potatoes and toast.",
          price: 17,
          icons: ["egg", "contains-gluten"],
        },
        {
          name: "Smoked Salmon Scramble",
          description: "Soft-scrambled eggs, smoked salmon, chives and crème fraîche.",
          price: 17,
          icons: ["fish", "egg", "dairy"],
        },
      ],
    },
    {
      bin: "Griddle",
      objects: [
        {
          name: "Brioche French Toast",
          description: "Thick-cut brioche, berries, mascarpone and maple syrup.",
          price: 14,
          icons: ["vegetarian", "egg", "dairy"],
        },
        {
          name: "Lemon Ricotta Pancakes",
          description: "Fluffy pancakes with lemon curd and blueberry compote.",
          price: 14,
          icons: ["vegetarian", "egg", "dairy"],
        },
        {
          name: "Chicken & Waffles",
          description: "Buttermilk fried chicken, Belgian waffle and hot honey.",
          price: 18,
          icons: ["popular", "egg", "spicy"],
        },
        {
          name: "Belgian Waffle",
          description: "Crisp outside, soft inside, with whipped butter and syrup.",
          price: 11,
          icons: ["vegetarian", "egg", "dairy"],
          extras: "Add strawberries & cream +$3",
        },
      ],
    },
    {
      bin: "Bowls & Toasts",
      objects: [
        {
          name: "Smashed Avocado Toast",
          description: "Sourdough, avocado, pickled shallots, feta and a poached egg.",
          price: 14,
          icons: ["vegetarian", "egg", "dairy"],
        },
        {
          name: "Granola Parfait",
          description: "Greek yogurt, house granola, honey and seasonal fruit.",
          price: 9,
          icons: ["vegetarian", "house-made", "tree-nuts"],
        },
        {
          name: "Breakfast Burrito",
          description: "Scrambled eggs, potatoes, cheddar, peppers and salsa verde.",
          price: 13,
          icons: ["egg", "dairy", "contains-gluten"],
          extras: "Add bacon or chorizo +$3",
        },
        {
          name: "Power Bowl",
          description: "Quinoa, kale, sweet potato, avocado and a soft egg.",
          price: 15,
          icons: ["vegetarian", "gluten-free", "egg"],
        },
      ],
    },
    {
      bin: "Sides",
      objects: [
        {
          name: "Thick-Cut Bacon",
          description: "Three slices, applewood smoked.",
          price: 5,
          icons: ["gluten-free"],
        },
        {
          name: "Crispy Breakfast Potatoes",
          description: "With peppers, onions and herbs.",
          price: 5,
          icons: ["vegan", "gluten-free"],
        },
        {
          name: "Fresh Fruit Cup",
          description: "Seasonal melon, berries and citrus.",
          price: 5,
          icons: ["vegan", "gluten-free"],
        },
      ],
    },
    {
      bin: "Brunch Drinks",
      objects: [
        {
          name: "Bottomless Mimosas",
          description: "Sparkling wine and fresh orange juice for 90 minutes.",
          sizes: [
            ["Glass", 10],
            ["Bottomless", 25],
          ],
          icons: ["alcohol", "sulphites"],
        },
        {
          name: "Bloody Mary",
          description: "House mix, vodka, celery salt and a loaded garnish.",
          price: 12,
          icons: ["alcohol", "celery", "spicy"],
        },
        {
          name: "Fresh-Squeezed Juice",
          description: "Orange, grapefruit or green juice.",
          sizes: [
            ["Small", 5],
            ["Large", 8],
          ],
          icons: ["vegan", "organic"],
        },
        {
          name: "Drip Coffee",
          description: "Locally roasted, free refills.",
          price: 3.5,
          icons: ["vegan", "local"],
        },
      ],
    },
  ],
});
