import { defineDesign } from "./define-design.ts";

export const THAI_STREET_KITCHEN = defineDesign({
  id: "thai-street-kitchen",
  name: "Thai Street Kitchen",
  sections: [
    {
      bin: "Appetizers",
      objects: [
        {
          name: "Fresh Spring Rolls",
          description: "Rice paper rolls with herbs, vermicelli and tofu, with peanut sauce.",
          price: 8,
          icons: ["vegan", "gluten-free", "peanuts"],
          extras: "Add shrimp +$3",
        },
        {
          name: "Chicken Satay",
          description: "Turmeric-marinated skewers with peanut sauce and cucumber relish.",
          sizes: [
            ["4 skewers", 10],
            ["8 skewers", 18],
          ],
          icons: ["gluten-free", "peanuts"],
        },
        {
          name: "Crispy Spring Rolls",
          description: "Golden-fried rolls of glass noodles, cabbage and carrot.",
          price: 7,
          icons: ["vegan", "contains-gluten"],
        },
        {
          name: "Tod Mun Pla",
          description: "Red curry fish cakes with sweet chili and cucumber.",
          price: 10,
          icons: ["fish", "spicy"],
        },
        {
          name: "Tom Yum Soup",
          description: "Hot and sour lemongrass broth with mushrooms and galangal.",
          sizes: [
            ["Cup", 7],
            ["Bowl", 13],
          ],
          icons: ["gluten-free", "spicy"],
          extras: "Choose tofu, chicken or shrimp (+$2)",
        },
        {
          name: "Tom Kha Gai",
          description: "Coconut milk soup with chicken, galangal and lime leaf.",
          sizes: [
            ["Cup", 7],
            ["Bowl", 13],
          ],
          icons: ["gluten-free", "dairy-free"],
        },
      ],
    },
    {
      bin: "Salads",
      objects: [
        {
          name: "Som Tum",
          description: "Green papaya salad with lime, chili, tomato and peanuts.",
          price: 11,
          icons: ["gluten-free", "peanuts", "extra-spicy"],
        },
        {
          name: "Larb Gai",
          description: "Minced chicken with mint, shallot, toasted rice and lime.",
          price: 13,
          icons: ["gluten-free", "dairy-free", "spicy"],
        },
        {
          name: "Yum Nua",
          description: "Grilled beef salad with cucumber, tomato and chili-lime dressing.",
          price: 15,
          icons: ["gluten-free", "spicy"],
        },
      ],
    },
    {
      bin: "Noodles & Rice",
      objects: [
        {
          name: "Pad Thai",
          description: "Rice noodles wok-tossed with tamarind, egg, bean sprouts and peanuts.",
          price: 15,
          icons: ["popular", "egg", "peanuts"],
          extras: "Tofu, chicken or shrimp (+$3)",
        },
        {
          name: "Pad See Ew",
          description: "Wide rice noodles with Chinese broccoli, egg and sweet soy.",
          price: 15,
          icons: ["egg", "soy"],
          extras: "Tofu, chicken or beef (+$3)",
        },
        {
          name: "Drunken Noodles",
          description: "Spicy wide noodles with holy basil, chili and vegetables.",
          price: 15,
          icons: ["soy", "extra-spicy"],
        },
        {
          name: "Khao Soi",
          description: "Northern curry noodle soup with chicken and crispy egg noodles.",
          price: 17,
          icons: ["chefs-choice", "egg", "spicy"],
        },
        {
          name: "Pineapple Fried Rice",
          description: "Jasmine rice, pineapple, cashews, raisins and curry powder.",
          price: 15,
          icons: ["tree-nuts", "egg"],
        },
      ],
    },
    {
      bin: "Curries",
      objects: [
        {
          name: "Green Curry",
          description: "Coconut green curry with Thai eggplant, bamboo and basil.",
          price: 16,
          icons: ["gluten-free", "spicy"],
          extras: "Tofu, chicken or beef · Shrimp +$4",
        },
        {
          name: "Massaman Curry",
          description: "Mild peanut curry with potato, onion and slow-braised beef.",
          price: 18,
          icons: ["gluten-free", "peanuts"],
        },
        {
          name: "Panang Curry",
          description: "Thick, rich red curry with kaffir lime and bell peppers.",
          price: 16,
          icons: ["gluten-free", "spicy"],
        },
        {
          name: "Jungle Curry",
          description: "A fiery, coconut-free curry of vegetables, peppercorn and wild ginger.",
          price: 16,
          icons: ["vegan", "dairy-free", "extra-spicy"],
        },
      ],
    },
    {
      bin: "Sweets & Drinks",
      objects: [
        {
          name: "Mango Sticky Rice",
          description: "Sweet coconut sticky rice with ripe mango and toasted mung beans.",
          price: 9,
          icons: ["vegan", "gluten-free", "popular"],
        },
        {
          name: "Coconut Ice Cream",
          description: "Served with roasted peanuts and palm sugar.",
          price: 6,
          icons: ["vegan", "peanuts"],
        },
        {
          name: "Thai Iced Tea",
          description: "Strong spiced tea with sweetened condensed milk.",
          price: 5,
          icons: ["vegetarian", "dairy"],
        },
        {
          name: "Singha",
          description: "Full-bodied Thai lager.",
          price: 7,
          icons: ["alcohol", "contains-gluten"],
        },
      ],
    },
  ],
});
