import { defineDesign } from "./define-design.ts";

export const PIZZERIA = defineDesign({
  id: "pizzeria",
  name: "Neighborhood Pizzeria",
  sections: [
    {
      bin: "Starters",
      objects: [
        {
          name: "Garlic Knots",
          description: "Pizza dough knots with garlic butter, parmesan and marinara.",
          sizes: [
            ["6 pc", 6],
            ["12 pc", 10],
          ],
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
        {
          name: "Meatballs al Forno",
          description: "Three beef and pork meatballs baked in tomato sauce with ricotta.",
          price: 12,
          icons: ["house-made", "dairy", "egg"],
        },
        {
          name: "Fried Calamari",
          description: "Crisp squid rings with lemon and spicy marinara.",
          price: 14,
          icons: ["molluscs", "contains-gluten"],
        },
        {
          name: "Chicken Wings",
          description: "Oven-roasted wings: buffalo, garlic parmesan or Calabrian honey.",
          sizes: [
            ["8 pc", 12],
            ["16 pc", 22],
          ],
          icons: ["gluten-free", "spicy"],
        },
      ],
    },
    {
      bin: "Salads",
      objects: [
        {
          name: "House Salad",
          description: "Mixed greens, tomatoes, cucumbers and red wine vinaigrette.",
          sizes: [
            ["Small", 6],
            ["Large", 10],
          ],
          icons: ["vegan", "gluten-free"],
          extras: "Add grilled chicken +$4",
        },
        {
          name: "Antipasto Salad",
          description: "Romaine, salami, provolone, olives, pepperoncini and chickpeas.",
          price: 13,
          icons: ["dairy", "gluten-free"],
        },
      ],
    },
    {
      bin: "Red Pies",
      objects: [
        {
          name: "Margherita",
          description: "San Marzano tomato, fresh mozzarella, basil and olive oil.",
          sizes: [
            ['12"', 15],
            ['16"', 20],
          ],
          icons: ["vegetarian", "dairy", "popular"],
          extras: "Gluten-free crust +$3 · Vegan cheese +$2",
        },
        {
          name: "Pepperoni",
          description: "Cup-and-char pepperoni, mozzarella and oregano.",
          sizes: [
            ['12"', 17],
            ['16"', 23],
          ],
          icons: ["dairy", "contains-gluten", "popular"],
          extras: "Add hot honey +$1.50",
        },
        {
          name: "Supreme",
          description: "Sausage, pepperoni, peppers, onions, mushrooms and olives.",
          sizes: [
            ['12"', 19],
            ['16"', 26],
          ],
          icons: ["dairy", "contains-gluten"],
        },
        {
          name: "Diavola",
          description: "Spicy salami, Calabrian chili, mozzarella and basil.",
          sizes: [
            ['12"', 18],
            ['16"', 24],
          ],
          icons: ["dairy", "extra-spicy"],
        },
        {
          name: "Marinara",
          description: "Tomato, garlic, oregano and olive oil: no cheese.",
          sizes: [
            ['12"', 12],
            ['16"', 16],
          ],
          icons: ["vegan", "contains-gluten"],
        },
        {
          name: "Veggie Garden",
          description: "Roasted peppers, zucchini, red onion, spinach and mushrooms.",
          sizes: [
            ['12"', 17],
            ['16"', 23],
          ],
          icons: ["vegetarian", "dairy"],
        },
      ],
    },
    {
      bin: "White Pies",
      objects: [
        {
          name: "Bianca",
          description: "Ricotta, mozzarella, garlic and fresh herbs.",
          sizes: [
            ['12"', 16],
            ['16"', 22],
          ],
          icons: ["vegetarian", "dairy"],
        },
        {
          name: "Funghi e Tartufo",
          description: "Wild mushrooms, fontina, thyme and truffle oil.",
          sizes: [
            ['12"', 19],
            ['16"', 26],
          ],
          icons: ["vegetarian", "dairy", "chefs-choice"],
        },
        {
          name: "Clam Pie",
          description: "New Haven-style with chopped clams, garlic, oregano and pecorino.",
          sizes: [
            ['12"', 21],
            ['16"', 28],
          ],
          icons: ["molluscs", "dairy"],
        },
        {
          name: "Build Your Own",
          description: "Start with cheese and add your favorite toppings.",
          sizes: [
            ['12"', 14],
            ['16"', 19],
          ],
          icons: ["dairy"],
          extras:
            'Toppings +$2 each (+$3 on 16"): pepperoni, sausage, mushroom, onion, peppers, olives, anchovies',
        },
      ],
    },
    {
      bin: "Calzones & Slices",
      objects: [
        {
          name: "Classic Calzone",
          description: "Ricotta, mozzarella, ham and salami, with marinara on the side.",
          price: 16,
          icons: ["dairy", "contains-gluten"],
        },
        {
          name: "Cheese Slice",
          description: "A New York slice, reheated to order.",
          price: 4,
          icons: ["vegetarian", "dairy"],
        },
        {
          name: "Pepperoni Slice",
          description: "A New York slice loaded with pepperoni.",
          price: 4.75,
          icons: ["dairy", "contains-gluten"],
        },
      ],
    },
    {
      bin: "Dessert & Drinks",
      objects: [
        {
          name: "Nutella Pizza",
          description: "Warm dough with Nutella, strawberries and powdered sugar.",
          price: 11,
          icons: ["vegetarian", "tree-nuts", "dairy"],
        },
        {
          name: "Cannoli",
          description: "Filled to order with sweet ricotta and chocolate chips.",
          price: 5,
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
        {
          name: "Fountain Soda",
          description: "Coke, Diet Coke, Sprite or ginger ale, free refills.",
          price: 3,
          icons: ["vegan"],
        },
        {
          name: "Draft Beer",
          description: "Rotating local lagers and IPAs.",
          sizes: [
            ["Pint", 7],
            ["Pitcher", 24],
          ],
          icons: ["alcohol", "local", "contains-gluten"],
        },
      ],
    },
  ],
});
