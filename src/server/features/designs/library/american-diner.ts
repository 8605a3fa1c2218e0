import { defineDesign } from "./define-design.ts";

export const AMERICAN_DINER = defineDesign({
  id: "american-diner",
  name: "American Diner",
  sections: [
    {
      bin: "All-Day Breakfast",
      objects: [
        {
          name: "Two Eggs Any Style",
          description: "With hash browns, toast and your choice of bacon or sausage.",
          price: 11,
          icons: ["egg", "contains-gluten"],
        },
        {
          name: "Buttermilk Pancakes",
          description: "A tall stack with whipped butter and warm maple syrup.",
          sizes: [
            ["Short stack", 8],
            ["Full stack", 11],
          ],
          icons: ["vegetarian", "egg", "dairy"],
          extras: "Add blueberries or chocolate chips +$2",
        },
        {
          name: "Country Biscuits & Gravy",
          description: "Fresh-baked biscuits smothered in sausage gravy.",
          price: 10,
          icons: ["house-made", "dairy", "contains-gluten"],
        },
        {
          name: "Denver Omelette",
          description: "Ham, peppers, onion and cheddar with hash browns and toast.",
          price: 13,
          icons: ["egg", "dairy"],
          extras: "Egg whites +$1.50",
        },
      ],
    },
    {
      bin: "Starters",
      objects: [
        {
          name: "Loaded Cheese Fries",
          description: "Crinkle fries, cheddar sauce, bacon and scallions.",
          price: 9,
          icons: ["dairy", "popular"],
        },
        {
          name: "Buffalo Wings",
          description: "Crispy wings tossed in hot sauce, with blue cheese and celery.",
          sizes: [
            ["6 pc", 10],
            ["12 pc", 18],
          ],
          icons: ["gluten-free", "spicy", "celery"],
        },
        {
          name: "Onion Rings",
          description: "Beer-battered sweet onions with smoky ranch.",
          price: 8,
          icons: ["vegetarian", "contains-gluten"],
        },
        {
          name: "Mozzarella Sticks",
          description: "Golden-fried mozzarella with marinara.",
          price: 9,
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
      ],
    },
    {
      bin: "Burgers & Sandwiches",
      objects: [
        {
          name: "Classic Cheeseburger",
          description: "Two smashed patties, American cheese, pickles and diner sauce.",
          price: 14,
          icons: ["popular", "dairy", "contains-gluten"],
          extras: "Add bacon +$2 · Add fried egg +$1.50 · Gluten-free bun +$2",
        },
        {
          name: "Patty Melt",
          description: "Griddled rye, Swiss cheese and caramelized onions.",
          price: 14,
          icons: ["dairy", "contains-gluten"],
        },
        {
          name: "Club Sandwich",
          description: "Turkey, bacon, lettuce and tomato on toasted white, triple-decker.",
          price: 13,
          icons: ["egg", "contains-gluten"],
        },
        {
          name: "Reuben",
          description: "Corned beef, sauerkraut, Swiss and Russian dressing on rye.",
          price: 15,
          icons: ["dairy", "contains-gluten", "mustard"],
        },
        {
          name: "Crispy Chicken Sandwich",
          description: "Buttermilk-fried chicken, slaw and pickles on a brioche bun.",
          price: 14,
          icons: ["egg", "dairy", "contains-gluten"],
        },
        {
          name: "Black Bean Burger",
          description: "House-made veggie patty with avocado and chipotle mayo.",
          price: 13,
          icons: ["vegetarian", "house-made", "egg"],
        },
      ],
    },
    {
      bin: "Blue Plate Specials",
      objects: [
        {
          name: "Meatloaf",
          description: "Grandma's recipe with mashed potatoes, gravy and green beans.",
          price: 17,
          icons: ["house-made", "egg", "dairy"],
        },
        {
          name: "Chicken Fried Steak",
          description: "With country gravy, mashed potatoes and buttered corn.",
          price: 18,
          icons: ["dairy", "contains-gluten", "corn"],
        },
        {
          name: "Fish & Chips",
          description: "Beer-battered cod, fries, slaw and tartar sauce.",
          price: 17,
          icons: ["fish", "contains-gluten", "egg"],
        },
        {
          name: "Mac & Cheese",
          description: "Baked elbow macaroni with three cheeses and a crumb crust.",
          price: 12,
          icons: ["vegetarian", "dairy", "contains-gluten"],
          extras: "Add pulled pork +$4",
        },
      ],
    },
    {
      bin: "Shakes & Pie",
      objects: [
        {
          name: "Hand-Spun Milkshake",
          description: "Vanilla, chocolate or strawberry, topped with whipped cream.",
          sizes: [
            ["Regular", 7],
            ["Large", 9],
          ],
          icons: ["vegetarian", "dairy"],
          extras: "Make it malted +$1",
        },
        {
          name: "Apple Pie",
          description: "Flaky double crust, cinnamon apples, served warm.",
          price: 6,
          icons: ["vegetarian", "house-made", "contains-gluten"],
          extras: "À la mode +$2",
        },
        {
          name: "Bottomless Coffee",
          description: "Our house drip roast, refilled all day.",
          price: 3,
          icons: ["vegan"],
        },
        {
          name: "Root Beer Float",
          description: "Craft root beer over vanilla ice cream.",
          price: 6,
          icons: ["vegetarian", "dairy"],
        },
      ],
    },
  ],
});
