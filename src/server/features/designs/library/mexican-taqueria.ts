import { defineDesign } from "./define-design.ts";

export const MEXICAN_TAQUERIA = defineDesign({
  id: "mexican-taqueria",
  name: "Mexican Taqueria",
  sections: [
    {
      bin: "Botanas",
      objects: [
        {
          name: "Chips & Salsa Trio",
          description: "Warm corn tortilla chips with roja, verde and pico de gallo.",
          price: 6,
          icons: ["vegan", "gluten-free", "corn"],
        },
        {
          name: "Guacamole",
          description: "Hass avocado smashed to order with lime, onion, cilantro and serrano.",
          sizes: [
            ["Small", 8],
            ["Large", 13],
          ],
          icons: ["vegan", "gluten-free", "spicy"],
        },
        {
          name: "Queso Fundido",
          description: "Melted Oaxaca and chihuahua cheese with chorizo and flour tortillas.",
          price: 11,
          icons: ["dairy", "contains-gluten"],
          extras: "Make it vegetarian with roasted poblanos",
        },
        {
          name: "Elote",
          description: "Grilled street corn with chipotle mayo, cotija and tajín.",
          price: 6.5,
          icons: ["vegetarian", "gluten-free", "dairy"],
        },
        {
          name: "Ceviche de Camarón",
          description: "Lime-cured shrimp, cucumber, red onion, avocado and tostadas.",
          price: 15,
          icons: ["shellfish", "gluten-free", "spicy"],
        },
      ],
    },
    {
      bin: "Tacos",
      objects: [
        {
          name: "Al Pastor",
          description: "Spit-roasted pork marinated in achiote with grilled pineapple.",
          sizes: [
            ["1 taco", 4.5],
            ["3 tacos", 12],
          ],
          icons: ["gluten-free", "corn", "popular"],
        },
        {
          name: "Carne Asada",
          description: "Grilled citrus-marinated steak, onion, cilantro and salsa verde.",
          sizes: [
            ["1 taco", 5],
            ["3 tacos", 13.5],
          ],
          icons: ["gluten-free", "corn"],
        },
        {
          name: "Baja Fish",
          description: "Beer-battered cod, cabbage slaw, crema and pickled onion.",
          sizes: [
            ["1 taco", 5],
            ["3 tacos", 13.5],
          ],
          icons: ["fish", "dairy", "contains-gluten"],
        },
        {
          name: "Carnitas",
          description: "Slow-braised pork shoulder, crisped on the plancha, with salsa roja.",
          sizes: [
            ["1 taco", 4.5],
            ["3 tacos", 12],
          ],
          icons: ["gluten-free", "corn"],
        },
        {
          name: "Birria",
          description: "Chili-braised beef and melted cheese with a cup of consommé for dipping.",
          sizes: [
            ["2 tacos", 11],
            ["4 tacos", 20],
          ],
          icons: ["house-made", "dairy", "spicy"],
        },
        {
          name: "Hongos",
          description: "Roasted mushrooms, poblano rajas, black beans and avocado salsa.",
          sizes: [
            ["1 taco", 4.5],
            ["3 tacos", 12],
          ],
          icons: ["vegan", "gluten-free", "corn"],
        },
      ],
    },
    {
      bin: "Platos",
      objects: [
        {
          name: "Burrito Grande",
          description: "Flour tortilla with rice, beans, cheese, pico and your choice of meat.",
          price: 14,
          icons: ["contains-gluten", "dairy"],
          extras: "Make it wet with red or green sauce +$2 · Add guacamole +$2.50",
        },
        {
          name: "Enchiladas Verdes",
          description: "Chicken enchiladas in tomatillo sauce with crema and queso fresco.",
          price: 16,
          icons: ["gluten-free", "dairy", "corn"],
        },
        {
          name: "Quesadilla",
          description: "Griddled flour tortilla with Oaxaca cheese, served with crema and salsa.",
          price: 10,
          icons: ["vegetarian", "dairy", "contains-gluten"],
          extras: "Add chicken +$4 · Add steak +$5",
        },
        {
          name: "Mole Poblano",
          description: "Braised chicken in a rich chocolate and chili mole with sesame and rice.",
          price: 19,
          icons: ["chefs-choice", "sesame", "tree-nuts"],
        },
        {
          name: "Burrito Bowl",
          description: "Cilantro-lime rice, black beans, fajita vegetables, salsa and lettuce.",
          price: 13,
          icons: ["vegan", "gluten-free"],
          extras: "Add chicken +$4 · Add steak +$5",
        },
      ],
    },
    {
      bin: "Postres",
      objects: [
        {
          name: "Churros con Chocolate",
          description: "Cinnamon-sugar churros with a cup of thick Mexican hot chocolate.",
          price: 8,
          icons: ["vegetarian", "contains-gluten", "dairy"],
        },
        {
          name: "Flan de Cajeta",
          description: "Silky baked custard with goat's milk caramel.",
          price: 7,
          icons: ["vegetarian", "gluten-free", "egg"],
        },
      ],
    },
    {
      bin: "Bebidas",
      objects: [
        {
          name: "Agua Fresca",
          description: "Horchata, jamaica or seasonal fruit, made fresh every morning.",
          sizes: [
            ["Regular", 4],
            ["Large", 5.5],
          ],
          icons: ["house-made"],
        },
        {
          name: "Mexican Coke",
          description: "Cane-sugar Coca-Cola in a glass bottle.",
          price: 4,
        },
        {
          name: "House Margarita",
          description: "Blanco tequila, fresh lime and agave, on the rocks with salt.",
          sizes: [
            ["Glass", 11],
            ["Pitcher", 38],
          ],
          icons: ["alcohol"],
          extras: "Make it spicy with jalapeño +$1",
        },
        {
          name: "Michelada",
          description: "Mexican lager with lime, chili, clamato and a tajín rim.",
          price: 9,
          icons: ["alcohol", "shellfish", "spicy"],
        },
      ],
    },
  ],
});
