import { defineDesign } from "./define-design.ts";

export const JAPANESE_SUSHI_BAR = defineDesign({
  id: "japanese-sushi-bar",
  name: "Japanese Sushi Bar",
  sections: [
    {
      bin: "Small Plates",
      objects: [
        {
          name: "Edamame",
          description: "Steamed soybeans with flaky sea salt.",
          price: 6,
          icons: ["vegan", "gluten-free", "soy"],
          extras: "Garlic chili style +$1",
        },
        {
          name: "Miso Soup",
          description: "White miso, silken tofu, wakame and scallion.",
          price: 4.5,
          icons: ["vegetarian", "soy"],
        },
        {
          name: "Gyoza",
          description: "Pan-fried pork and cabbage dumplings with ponzu dipping sauce.",
          sizes: [
            ["6 pc", 9],
            ["12 pc", 16],
          ],
          icons: ["contains-gluten", "soy", "sesame"],
        },
        {
          name: "Agedashi Tofu",
          description: "Crisp fried tofu in a warm dashi broth with grated daikon.",
          price: 9,
          icons: ["fish", "soy"],
        },
        {
          name: "Shrimp Tempura",
          description: "Light, crisp tempura shrimp and seasonal vegetables with tentsuyu.",
          price: 14,
          icons: ["shellfish", "egg", "contains-gluten"],
        },
        {
          name: "Seaweed Salad",
          description: "Marinated wakame with sesame and cucumber.",
          price: 7,
          icons: ["vegan", "sesame"],
        },
      ],
    },
    {
      bin: "Nigiri & Sashimi",
      objects: [
        {
          name: "Salmon",
          description: "Sake: Faroe Islands salmon.",
          sizes: [
            ["Nigiri 2 pc", 7],
            ["Sashimi 5 pc", 14],
          ],
          icons: ["fish", "gluten-free"],
        },
        {
          name: "Bluefin Tuna",
          description: "Maguro: lean bluefin tuna loin.",
          sizes: [
            ["Nigiri 2 pc", 9],
            ["Sashimi 5 pc", 18],
          ],
          icons: ["fish", "gluten-free"],
        },
        {
          name: "Yellowtail",
          description: "Hamachi with a touch of yuzu kosho.",
          sizes: [
            ["Nigiri 2 pc", 8],
            ["Sashimi 5 pc", 16],
          ],
          icons: ["fish", "spicy"],
        },
        {
          name: "Freshwater Eel",
          description: "Unagi brushed with sweet tare and sesame.",
          sizes: [
            ["Nigiri 2 pc", 8],
            ["Sashimi 5 pc", 16],
          ],
          icons: ["fish", "soy", "sesame"],
        },
        {
          name: "Hokkaido Scallop",
          description: "Hotate, sweet and buttery, with sea salt and lemon.",
          sizes: [
            ["Nigiri 2 pc", 10],
            ["Sashimi 5 pc", 19],
          ],
          icons: ["molluscs", "gluten-free"],
        },
        {
          name: "Chef's Omakase",
          description: "Twelve pieces of the day's finest nigiri, chosen by the chef.",
          price: 58,
          icons: ["chefs-choice", "fish", "shellfish"],
        },
      ],
    },
    {
      bin: "Maki Rolls",
      objects: [
        {
          name: "California Roll",
          description: "Snow crab, avocado and cucumber with tobiko.",
          price: 10,
          icons: ["shellfish", "fish", "egg"],
        },
        {
          name: "Spicy Tuna Roll",
          description: "Chopped tuna, chili mayo, cucumber and crispy tempura flakes.",
          price: 12,
          icons: ["fish", "spicy", "egg"],
        },
        {
          name: "Dragon Roll",
          description: "Shrimp tempura and cucumber topped with eel, avocado and unagi sauce.",
          price: 17,
          icons: ["shellfish", "fish", "popular"],
        },
        {
          name: "Rainbow Roll",
          description: "California roll topped with tuna, salmon, yellowtail and avocado.",
          price: 18,
          icons: ["fish", "shellfish"],
        },
        {
          name: "Avocado Cucumber Roll",
          description: "Ripe avocado, crisp cucumber and toasted sesame.",
          price: 8,
          icons: ["vegan", "gluten-free", "sesame"],
        },
        {
          name: "Sweet Potato Tempura Roll",
          description: "Crisp sweet potato with sweet soy glaze.",
          price: 9,
          icons: ["vegetarian", "soy", "contains-gluten"],
        },
      ],
    },
    {
      bin: "Bowls & Noodles",
      objects: [
        {
          name: "Chirashi Bowl",
          description: "Assorted sashimi over seasoned sushi rice with pickles.",
          price: 29,
          icons: ["fish", "shellfish"],
        },
        {
          name: "Chicken Teriyaki Don",
          description: "Grilled chicken thigh, teriyaki glaze, steamed rice and broccoli.",
          price: 18,
          icons: ["soy", "sesame"],
        },
        {
          name: "Tonkotsu Ramen",
          description: "Rich pork bone broth, chashu, soft egg, bamboo and nori.",
          price: 19,
          icons: ["egg", "contains-gluten", "soy"],
          extras: "Extra noodles +$3 · Extra egg +$2",
        },
      ],
    },
    {
      bin: "Drinks & Dessert",
      objects: [
        {
          name: "Junmai Sake",
          description: "Clean, dry sake served chilled or warm.",
          sizes: [
            ["Carafe 180 ml", 14],
            ["Bottle 720 ml", 52],
          ],
          icons: ["alcohol"],
        },
        {
          name: "Sapporo",
          description: "Crisp Japanese lager.",
          price: 7,
          icons: ["alcohol", "contains-gluten"],
        },
        {
          name: "Mochi Ice Cream",
          description: "Green tea, mango and black sesame mochi.",
          sizes: [
            ["2 pc", 6],
            ["3 pc", 8],
          ],
          icons: ["vegetarian", "dairy", "gluten-free"],
        },
      ],
    },
  ],
});
