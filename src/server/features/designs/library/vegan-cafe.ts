import { defineDesign } from "./define-design.ts";

export const VEGAN_CAFE = defineDesign({
  id: "vegan-cafe",
  name: "Vegan Café",
  sections: [
    {
      bin: "Breakfast",
      objects: [
        {
          name: "Avocado Toast",
          description: "Smashed avocado, chili flakes, lime and seeds on sourdough.",
          price: 11,
          icons: ["vegan", "contains-gluten", "sesame"],
          extras: "Add tofu scramble +$3 · Gluten-free bread +$2",
        },
        {
          name: "Tofu Scramble",
          description: "Turmeric tofu, spinach, roasted tomatoes and toast.",
          price: 13,
          icons: ["vegan", "soy", "popular"],
        },
        {
          name: "Açaí Bowl",
          description: "Açaí, banana and berries topped with granola and coconut.",
          sizes: [
            ["Regular", 11],
            ["Large", 14],
          ],
          icons: ["vegan", "tree-nuts", "organic"],
          extras: "Add almond butter +$2",
        },
        {
          name: "Overnight Oats",
          description: "Oats soaked in oat milk with chia, apple and cinnamon.",
          price: 8,
          icons: ["vegan", "nut-free"],
        },
      ],
    },
    {
      bin: "Bowls",
      objects: [
        {
          name: "Rainbow Buddha Bowl",
          description: "Quinoa, roasted sweet potato, chickpeas, greens and tahini.",
          price: 15,
          icons: ["vegan", "gluten-free", "sesame"],
        },
        {
          name: "Teriyaki Tempeh Bowl",
          description: "Glazed tempeh, brown rice, edamame, pickled carrot and nori.",
          price: 15,
          icons: ["vegan", "soy", "sesame"],
        },
        {
          name: "Mexican Burrito Bowl",
          description: "Black beans, corn salsa, rice, guacamole and cashew crema.",
          price: 14,
          icons: ["vegan", "gluten-free", "tree-nuts"],
        },
        {
          name: "Green Goddess Bowl",
          description: "Kale, broccoli, avocado, hemp seeds and herb dressing.",
          price: 14,
          icons: ["vegan", "gluten-free", "organic"],
        },
      ],
    },
    {
      bin: "Sandwiches & Burgers",
      objects: [
        {
          name: "Beyond Burger",
          description: "Plant-based patty, vegan cheddar, pickles and special sauce.",
          price: 16,
          icons: ["vegan", "contains-gluten", "soy"],
          extras: "Swap fries for salad · Gluten-free bun +$2",
        },
        {
          name: "Jackfruit BBQ Sandwich",
          description: "Smoky pulled jackfruit with slaw on a toasted bun.",
          price: 14,
          icons: ["vegan", "contains-gluten"],
        },
        {
          name: "Chickpea 'Tuna' Melt",
          description: "Chickpea salad with capers, dill and melted vegan cheese on rye.",
          price: 13,
          icons: ["vegan", "contains-gluten", "mustard"],
        },
        {
          name: "Falafel Wrap",
          description: "Herb falafel, hummus, pickles and tahini in a warm wrap.",
          price: 12,
          icons: ["vegan", "sesame", "contains-gluten"],
        },
      ],
    },
    {
      bin: "Soups & Salads",
      objects: [
        {
          name: "Soup of the Day",
          description: "Ask about today's seasonal soup, served with bread.",
          sizes: [
            ["Cup", 6],
            ["Bowl", 9],
          ],
          icons: ["vegan", "house-made"],
        },
        {
          name: "Kale Caesar",
          description: "Massaged kale, cashew Caesar dressing and chickpea croutons.",
          price: 12,
          icons: ["vegan", "tree-nuts", "gluten-free"],
        },
        {
          name: "Roasted Beet Salad",
          description: "Beets, arugula, orange, walnuts and cashew 'feta'.",
          price: 12,
          icons: ["vegan", "tree-nuts", "gluten-free"],
        },
      ],
    },
    {
      bin: "Sweets",
      objects: [
        {
          name: "Raw Chocolate Tart",
          description: "Cacao and date tart on a nutty crust.",
          price: 8,
          icons: ["vegan", "gluten-free", "tree-nuts"],
        },
        {
          name: "Banana Bread",
          description: "Moist banana loaf with walnuts, served warm.",
          price: 5,
          icons: ["vegan", "tree-nuts", "contains-gluten"],
        },
        {
          name: "Peanut Butter Cookie",
          description: "Chewy, salty-sweet, baked daily.",
          price: 3.5,
          icons: ["vegan", "peanuts", "house-made"],
        },
      ],
    },
    {
      bin: "Drinks",
      objects: [
        {
          name: "Green Smoothie",
          description: "Spinach, mango, banana, ginger and coconut water.",
          sizes: [
            ["Small", 7],
            ["Large", 9],
          ],
          icons: ["vegan", "gluten-free", "organic"],
          extras: "Add plant protein +$2",
        },
        {
          name: "Oat Milk Latte",
          description: "Double espresso with steamed oat milk.",
          sizes: [
            ["8 oz", 5],
            ["12 oz", 5.75],
          ],
          icons: ["vegan"],
          extras: "Extra shot +$1 · Vanilla or caramel syrup +$0.75",
        },
        {
          name: "Turmeric Golden Latte",
          description: "Turmeric, ginger, cinnamon and black pepper in almond milk.",
          price: 5.5,
          icons: ["vegan", "tree-nuts"],
        },
        {
          name: "Kombucha on Tap",
          description: "Locally brewed, rotating flavors.",
          price: 6,
          icons: ["vegan", "local"],
        },
      ],
    },
  ],
});
