import { defineDesign } from "./define-design.ts";

export const KOREAN_BBQ = defineDesign({
  id: "korean-bbq",
  name: "Korean BBQ",
  sections: [
    {
      bin: "Appetizers",
      objects: [
        {
          name: "Haemul Pajeon",
          description: "Crispy scallion pancake with shrimp and squid, with soy dipping sauce.",
          price: 16,
          icons: ["shellfish", "molluscs", "egg"],
        },
        {
          name: "Mandu",
          description: "Pork and vegetable dumplings, steamed or fried.",
          sizes: [
            ["6 pc", 9],
            ["12 pc", 16],
          ],
          icons: ["contains-gluten", "soy", "sesame"],
        },
        {
          name: "Korean Fried Chicken",
          description: "Double-fried wings, soy garlic or spicy yangnyeom.",
          sizes: [
            ["Half", 16],
            ["Whole", 29],
          ],
          icons: ["popular", "soy", "spicy"],
        },
        {
          name: "Japchae",
          description: "Sweet potato glass noodles stir-fried with vegetables and sesame.",
          price: 14,
          icons: ["vegetarian", "gluten-free", "sesame"],
          extras: "Add beef +$4",
        },
        {
          name: "Tteokbokki",
          description: "Chewy rice cakes and fish cake in a sweet, spicy gochujang sauce.",
          price: 13,
          icons: ["fish", "spicy", "soy"],
          extras: "Add melted cheese +$2",
        },
      ],
    },
    {
      bin: "Grill",
      objects: [
        {
          name: "Galbi",
          description: "Marinated beef short ribs, sliced thin for the grill.",
          price: 36,
          icons: ["chefs-choice", "soy", "sesame"],
        },
        {
          name: "Bulgogi",
          description: "Soy and pear marinated rib-eye with onion.",
          price: 29,
          icons: ["popular", "soy", "sesame"],
        },
        {
          name: "Samgyeopsal",
          description: "Thick-cut pork belly with sesame oil salt and ssamjang.",
          price: 27,
          icons: ["gluten-free", "sesame", "soy"],
        },
        {
          name: "Spicy Pork Bulgogi",
          description: "Pork shoulder in a fiery gochujang marinade.",
          price: 26,
          icons: ["soy", "extra-spicy"],
        },
        {
          name: "Dak Galbi",
          description: "Chicken thigh in sweet chili marinade.",
          price: 24,
          icons: ["soy", "spicy"],
        },
        {
          name: "Wagyu Brisket",
          description: "Paper-thin brisket that cooks in seconds.",
          price: 34,
          icons: ["gluten-free", "keto"],
        },
        {
          name: "BBQ Combo for Two",
          description: "Galbi, bulgogi and pork belly with steamed egg and soybean stew.",
          price: 79,
          icons: ["chefs-choice", "soy", "egg"],
          extras: "Served with banchan, lettuce wraps and rice · Add a third person +$35",
        },
      ],
    },
    {
      bin: "Stews & Rice",
      objects: [
        {
          name: "Kimchi Jjigae",
          description: "Aged kimchi stew with pork, tofu and scallions.",
          price: 17,
          icons: ["soy", "spicy", "fish"],
        },
        {
          name: "Soondubu Jjigae",
          description: "Silken tofu stew with seafood and a raw egg cracked in at the table.",
          price: 18,
          icons: ["shellfish", "egg", "spicy"],
        },
        {
          name: "Doenjang Jjigae",
          description: "Fermented soybean stew with zucchini, tofu and mushrooms.",
          price: 15,
          icons: ["vegetarian", "soy"],
        },
        {
          name: "Dolsot Bibimbap",
          description: "Rice, vegetables, beef and a fried egg in a sizzling stone bowl.",
          price: 19,
          icons: ["popular", "egg", "sesame"],
          extras: "Tofu instead of beef",
        },
        {
          name: "Kimchi Fried Rice",
          description: "With pork belly, scallion and a sunny egg.",
          price: 16,
          icons: ["egg", "spicy", "fish"],
        },
      ],
    },
    {
      bin: "Drinks & Dessert",
      objects: [
        {
          name: "Soju",
          description: "Original, grapefruit, peach or green grape.",
          price: 15,
          icons: ["alcohol"],
        },
        {
          name: "Makgeolli",
          description: "Cloudy, lightly sparkling rice wine.",
          sizes: [
            ["Bowl", 8],
            ["Bottle", 22],
          ],
          icons: ["alcohol"],
        },
        {
          name: "Hite Lager",
          description: "Crisp Korean lager.",
          price: 7,
          icons: ["alcohol", "contains-gluten"],
        },
        {
          name: "Bingsu",
          description: "Shaved milk ice with red bean, mochi and condensed milk.",
          price: 12,
          icons: ["vegetarian", "dairy"],
        },
        {
          name: "Hotteok",
          description: "Warm sweet pancakes filled with brown sugar, cinnamon and seeds.",
          price: 7,
          icons: ["vegetarian", "tree-nuts", "contains-gluten"],
        },
      ],
    },
  ],
});
