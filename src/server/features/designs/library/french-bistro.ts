import { defineDesign } from "./define-design.ts";

export const FRENCH_BISTRO = defineDesign({
  id: "french-bistro",
  name: "French Bistro",
  sections: [
    {
      bin: "Entrées",
      objects: [
        {
          name: "Soupe à l'Oignon",
          description: "Caramelized onion soup under a gratinéed Gruyère crouton.",
          price: 12,
          icons: ["dairy", "contains-gluten", "popular"],
        },
        {
          name: "Escargots de Bourgogne",
          description: "Six snails baked in garlic and parsley butter.",
          price: 15,
          icons: ["molluscs", "dairy", "gluten-free"],
        },
        {
          name: "Pâté de Campagne",
          description: "Rustic country pâté with cornichons, mustard and toasted baguette.",
          price: 13,
          icons: ["house-made", "mustard", "contains-gluten"],
        },
        {
          name: "Salade Lyonnaise",
          description: "Frisée, bacon lardons, croutons and a soft poached egg.",
          price: 13,
          icons: ["egg", "contains-gluten"],
        },
        {
          name: "Moules Marinières",
          description: "Mussels steamed with white wine, shallots and cream.",
          sizes: [
            ["Starter", 14],
            ["Main with frites", 26],
          ],
          icons: ["molluscs", "dairy", "alcohol"],
        },
      ],
    },
    {
      bin: "Plats",
      objects: [
        {
          name: "Steak Frites",
          description: "Grilled hanger steak with béarnaise and crisp frites.",
          price: 32,
          icons: ["egg", "dairy", "gluten-free"],
          extras: "Sauce au poivre instead of béarnaise",
        },
        {
          name: "Coq au Vin",
          description: "Chicken braised in red Burgundy with mushrooms and pearl onions.",
          price: 28,
          icons: ["chefs-choice", "alcohol", "gluten-free"],
        },
        {
          name: "Boeuf Bourguignon",
          description: "Slow-braised beef with red wine, carrots and buttered noodles.",
          price: 30,
          icons: ["alcohol", "dairy", "contains-gluten"],
        },
        {
          name: "Duck Confit",
          description: "Crisp duck leg with lentils du Puy and frisée.",
          price: 31,
          icons: ["gluten-free", "dairy-free"],
        },
        {
          name: "Sole Meunière",
          description: "Pan-fried sole with brown butter, lemon and capers.",
          price: 36,
          icons: ["fish", "dairy"],
        },
        {
          name: "Ratatouille",
          description: "Provençal stew of eggplant, courgette, peppers and tomato.",
          price: 22,
          icons: ["vegan", "gluten-free"],
        },
        {
          name: "Croque Madame",
          description: "Ham and Gruyère on brioche with béchamel and a fried egg.",
          price: 18,
          icons: ["egg", "dairy", "contains-gluten"],
        },
      ],
    },
    {
      bin: "Fromages",
      objects: [
        {
          name: "Plateau de Fromages",
          description: "Three French cheeses with honey, walnuts and baguette.",
          sizes: [
            ["3 cheeses", 18],
            ["5 cheeses", 27],
          ],
          icons: ["vegetarian", "dairy", "tree-nuts"],
        },
      ],
    },
    {
      bin: "Desserts",
      objects: [
        {
          name: "Crème Brûlée",
          description: "Vanilla custard under a crackling caramel top.",
          price: 10,
          icons: ["vegetarian", "gluten-free", "egg"],
        },
        {
          name: "Tarte Tatin",
          description: "Caramelized apple tart with crème fraîche.",
          price: 11,
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
        {
          name: "Mousse au Chocolat",
          description: "Dark chocolate mousse with Chantilly cream.",
          price: 10,
          icons: ["vegetarian", "gluten-free", "egg"],
        },
        {
          name: "Profiteroles",
          description: "Choux puffs with vanilla ice cream and warm chocolate sauce.",
          price: 11,
          icons: ["vegetarian", "egg", "dairy"],
        },
      ],
    },
    {
      bin: "Vins & Boissons",
      objects: [
        {
          name: "Côtes du Rhône",
          description: "Grenache and Syrah, ripe berries and pepper.",
          sizes: [
            ["Glass", 12],
            ["Carafe", 32],
            ["Bottle", 46],
          ],
          icons: ["alcohol", "sulphites"],
        },
        {
          name: "Sancerre",
          description: "Loire Valley Sauvignon Blanc, flinty and bright.",
          sizes: [
            ["Glass", 15],
            ["Bottle", 58],
          ],
          icons: ["alcohol", "sulphites"],
        },
        {
          name: "Kir Royal",
          description: "Crème de cassis topped with Champagne.",
          price: 16,
          icons: ["alcohol", "sulphites"],
        },
        {
          name: "Café Crème",
          description: "Espresso with steamed milk.",
          price: 4.5,
          icons: ["vegetarian", "dairy"],
        },
      ],
    },
  ],
});
