import { defineDesign } from "./define-design.ts";

export const COFFEE_BAKERY = defineDesign({
  id: "coffee-bakery",
  name: "Coffee & Bakery",
  sections: [
    {
      bin: "Espresso Bar",
      objects: [
        {
          name: "Espresso",
          description: "Our seasonal house blend, pulled as a double.",
          price: 3.25,
          icons: ["vegan"],
        },
        {
          name: "Cappuccino",
          description: "Espresso with velvety steamed milk and deep foam.",
          sizes: [
            ["8 oz", 4.5],
            ["12 oz", 5.25],
          ],
          icons: ["vegetarian", "dairy"],
          extras: "Oat, almond or soy milk +$0.75",
        },
        {
          name: "Caffè Latte",
          description: "Espresso and steamed milk, finished with latte art.",
          sizes: [
            ["12 oz", 5],
            ["16 oz", 5.75],
          ],
          icons: ["vegetarian", "dairy"],
          extras: "Oat, almond or soy milk +$0.75 · Extra shot +$1",
        },
        {
          name: "Flat White",
          description: "A double ristretto with a thin layer of microfoam.",
          price: 4.75,
          icons: ["vegetarian", "dairy"],
        },
        {
          name: "Mocha",
          description: "Espresso, dark chocolate and steamed milk.",
          sizes: [
            ["12 oz", 5.5],
            ["16 oz", 6.25],
          ],
          icons: ["vegetarian", "dairy"],
          extras: "Whipped cream +$0.50",
        },
        {
          name: "Cold Brew",
          description: "Steeped for 18 hours, smooth and chocolatey.",
          sizes: [
            ["12 oz", 4.5],
            ["16 oz", 5.25],
          ],
          icons: ["vegan", "house-made"],
        },
      ],
    },
    {
      bin: "Tea & More",
      objects: [
        {
          name: "Matcha Latte",
          description: "Ceremonial-grade matcha whisked with steamed milk.",
          sizes: [
            ["12 oz", 5.5],
            ["16 oz", 6.25],
          ],
          icons: ["vegetarian", "dairy"],
        },
        {
          name: "Chai Latte",
          description: "House-brewed spiced chai concentrate with steamed milk.",
          sizes: [
            ["12 oz", 5],
            ["16 oz", 5.75],
          ],
          icons: ["vegetarian", "dairy", "house-made"],
        },
        {
          name: "Loose Leaf Tea",
          description: "Earl grey, English breakfast, jasmine green or chamomile.",
          price: 3.5,
          icons: ["vegan"],
        },
        {
          name: "Hot Chocolate",
          description: "Melted dark chocolate and whole milk, with a marshmallow.",
          price: 4.5,
          icons: ["vegetarian", "dairy"],
        },
      ],
    },
    {
      bin: "Pastries",
      objects: [
        {
          name: "Butter Croissant",
          description: "Laminated for three days, flaky and golden.",
          price: 4,
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
        {
          name: "Pain au Chocolat",
          description: "Croissant dough wrapped around two batons of dark chocolate.",
          price: 4.5,
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
        {
          name: "Almond Croissant",
          description: "Twice-baked with frangipane and toasted almonds.",
          price: 5,
          icons: ["vegetarian", "tree-nuts", "popular"],
        },
        {
          name: "Cinnamon Roll",
          description: "Soft brioche swirl with cream cheese icing.",
          price: 4.75,
          icons: ["vegetarian", "dairy", "egg"],
        },
        {
          name: "Blueberry Muffin",
          description: "Bursting with blueberries under a crunchy streusel.",
          price: 3.75,
          icons: ["vegetarian", "egg", "dairy"],
        },
        {
          name: "Morning Glory Muffin",
          description: "Carrot, apple, coconut and pecans, naturally sweetened.",
          price: 4,
          icons: ["vegan", "tree-nuts"],
        },
        {
          name: "Scone of the Day",
          description: "Ask us about today's sweet or savoury scone.",
          price: 3.75,
          icons: ["vegetarian", "dairy", "house-made"],
          extras: "With clotted cream and jam +$2",
        },
      ],
    },
    {
      bin: "Breads & Cakes",
      objects: [
        {
          name: "Country Sourdough",
          description: "Naturally leavened, long-fermented loaf with a crackling crust.",
          sizes: [
            ["Half loaf", 5],
            ["Whole loaf", 9],
          ],
          icons: ["vegan", "contains-gluten", "house-made"],
        },
        {
          name: "Baguette",
          description: "Baked several times a day.",
          price: 4,
          icons: ["vegan", "contains-gluten"],
        },
        {
          name: "Lemon Drizzle Cake",
          description: "Zesty sponge soaked in lemon syrup.",
          sizes: [
            ["Slice", 4.5],
            ["Whole cake", 32],
          ],
          icons: ["vegetarian", "egg", "dairy"],
        },
        {
          name: "Flourless Chocolate Cake",
          description: "Dense, fudgy and naturally gluten-free.",
          sizes: [
            ["Slice", 5.5],
            ["Whole cake", 38],
          ],
          icons: ["vegetarian", "gluten-free", "egg"],
        },
      ],
    },
    {
      bin: "Savoury",
      objects: [
        {
          name: "Ham & Cheese Croissant",
          description: "Smoked ham and Gruyère, baked to order.",
          price: 7.5,
          icons: ["dairy", "contains-gluten"],
        },
        {
          name: "Spinach & Feta Quiche",
          description: "Buttery crust, free-range eggs, spinach and feta.",
          price: 8,
          icons: ["vegetarian", "egg", "dairy"],
          extras: "Side salad +$3",
        },
        {
          name: "Breakfast Sandwich",
          description: "Fried egg, cheddar and bacon on a toasted English muffin.",
          price: 8.5,
          icons: ["egg", "dairy", "contains-gluten"],
          extras: "Swap bacon for avocado",
        },
      ],
    },
  ],
});
