import { defineDesign } from "./define-design.ts";

export const MIDDLE_EASTERN_GRILL = defineDesign({
  id: "middle-eastern-grill",
  name: "Middle Eastern Grill",
  sections: [
    {
      bin: "Mezze",
      objects: [
        {
          name: "Hummus",
          description: "Silky chickpea and tahini purée with olive oil and warm pita.",
          price: 9,
          icons: ["vegan", "sesame", "popular"],
          extras: "Topped with spiced lamb +$5",
        },
        {
          name: "Baba Ghanoush",
          description: "Smoky fire-roasted eggplant with tahini, lemon and pomegranate.",
          price: 9,
          icons: ["vegan", "gluten-free", "sesame"],
        },
        {
          name: "Falafel",
          description: "Crisp herb falafel with tahini sauce and pickled turnips.",
          sizes: [
            ["5 pc", 8],
            ["10 pc", 14],
          ],
          icons: ["vegan", "gluten-free", "sesame"],
        },
        {
          name: "Muhammara",
          description: "Roasted red pepper and walnut dip with pomegranate molasses.",
          price: 10,
          icons: ["vegan", "tree-nuts"],
        },
        {
          name: "Labneh",
          description: "Strained yogurt with za'atar, olive oil and mint.",
          price: 8,
          icons: ["vegetarian", "gluten-free", "dairy"],
        },
        {
          name: "Kibbeh",
          description: "Bulgur shells stuffed with spiced beef and pine nuts.",
          sizes: [
            ["3 pc", 10],
            ["6 pc", 18],
          ],
          icons: ["halal", "contains-gluten", "tree-nuts"],
        },
        {
          name: "Mezze Platter",
          description: "Hummus, baba ghanoush, tabbouleh, falafel, olives and pita.",
          sizes: [
            ["For one", 16],
            ["For two", 28],
          ],
          icons: ["vegan", "sesame", "chefs-choice"],
        },
      ],
    },
    {
      bin: "Salads",
      objects: [
        {
          name: "Tabbouleh",
          description: "Parsley, mint, tomato, bulgur and lemon.",
          price: 9,
          icons: ["vegan", "contains-gluten"],
        },
        {
          name: "Fattoush",
          description: "Crisp greens, radish, cucumber, toasted pita and sumac dressing.",
          price: 10,
          icons: ["vegan", "contains-gluten"],
          extras: "Add grilled halloumi +$4",
        },
      ],
    },
    {
      bin: "Grill",
      objects: [
        {
          name: "Chicken Shish Tawook",
          description: "Garlic and yogurt marinated chicken skewers with rice and toum.",
          price: 19,
          icons: ["halal", "gluten-free", "dairy"],
        },
        {
          name: "Lamb Kofta",
          description: "Spiced minced lamb skewers with grilled tomato and onion.",
          price: 22,
          icons: ["halal", "gluten-free"],
        },
        {
          name: "Beef Shawarma Plate",
          description: "Slow-roasted spiced beef, rice, salad, pickles and tahini.",
          price: 20,
          icons: ["halal", "sesame", "popular"],
        },
        {
          name: "Mixed Grill",
          description: "Shish tawook, kofta and lamb chop with rice and grilled vegetables.",
          price: 32,
          icons: ["halal", "gluten-free", "chefs-choice"],
        },
        {
          name: "Grilled Branzino",
          description: "Whole fish with chermoula, lemon and herbed potatoes.",
          price: 30,
          icons: ["fish", "gluten-free"],
        },
        {
          name: "Cauliflower Shawarma",
          description: "Roasted spiced cauliflower steak with tahini and pomegranate.",
          price: 17,
          icons: ["vegan", "gluten-free", "sesame"],
        },
      ],
    },
    {
      bin: "Wraps",
      objects: [
        {
          name: "Chicken Shawarma Wrap",
          description: "Shawarma chicken, garlic sauce, pickles and fries in saj bread.",
          price: 12,
          icons: ["halal", "contains-gluten", "egg"],
        },
        {
          name: "Falafel Wrap",
          description: "Falafel, tahini, tomato, parsley and turnip pickles.",
          price: 11,
          icons: ["vegan", "sesame", "contains-gluten"],
        },
        {
          name: "Halloumi Wrap",
          description: "Grilled halloumi, tomato, cucumber and mint.",
          price: 11,
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
      ],
    },
    {
      bin: "Sweets & Drinks",
      objects: [
        {
          name: "Knafeh",
          description: "Warm shredded pastry over sweet cheese, soaked in orange blossom syrup.",
          price: 10,
          icons: ["vegetarian", "dairy", "tree-nuts"],
        },
        {
          name: "Pistachio Baklava",
          description: "Crisp phyllo layered with pistachios and rose syrup.",
          sizes: [
            ["2 pc", 6],
            ["4 pc", 11],
          ],
          icons: ["vegetarian", "tree-nuts", "contains-gluten"],
        },
        {
          name: "Mint Lemonade",
          description: "Blended fresh lemon and mint.",
          sizes: [
            ["Regular", 5],
            ["Large", 7],
          ],
          icons: ["vegan"],
        },
        {
          name: "Ayran",
          description: "Chilled salted yogurt drink.",
          price: 4,
          icons: ["vegetarian", "dairy"],
        },
        {
          name: "Cardamom Coffee",
          description: "Arabic coffee brewed with cardamom, served with dates.",
          price: 4.5,
          icons: ["vegan"],
        },
      ],
    },
  ],
});
