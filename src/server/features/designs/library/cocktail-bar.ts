import { defineDesign } from "./define-design.ts";

export const COCKTAIL_BAR = defineDesign({
  id: "cocktail-bar",
  name: "Cocktail Bar & Happy Hour",
  sections: [
    {
      bin: "Happy Hour (4–6 pm)",
      objects: [
        {
          name: "Happy Hour Well Drinks",
          description: "Any well spirit with a mixer.",
          price: 6,
          icons: ["happy-hour", "alcohol"],
        },
        {
          name: "Happy Hour Draft Beer",
          description: "Any draft on tap.",
          price: 5,
          icons: ["happy-hour", "alcohol", "contains-gluten"],
        },
        {
          name: "House Wine",
          description: "Red, white or rosé by the glass.",
          price: 7,
          icons: ["happy-hour", "alcohol", "sulphites"],
        },
        {
          name: "Two-for-One Sliders",
          description: "Two beef sliders with cheddar and pickles, twice.",
          price: 10,
          icons: ["happy-hour", "two-for-one", "dairy"],
        },
        {
          name: "Half-Price Oysters",
          description: "East Coast oysters with mignonette and lemon.",
          sizes: [
            ["6 pc", 12],
            ["12 pc", 22],
          ],
          icons: ["happy-hour", "molluscs", "gluten-free"],
        },
      ],
    },
    {
      bin: "Signature Cocktails",
      objects: [
        {
          name: "Smoked Old Fashioned",
          description: "Bourbon, demerara, bitters and an orange twist, smoked with cherry wood.",
          price: 16,
          icons: ["alcohol", "chefs-choice"],
        },
        {
          name: "Spicy Paloma",
          description: "Tequila, grapefruit, lime and jalapeño with a chili-salt rim.",
          price: 14,
          icons: ["alcohol", "spicy"],
        },
        {
          name: "Espresso Martini",
          description: "Vodka, coffee liqueur and a fresh espresso shot.",
          price: 15,
          icons: ["alcohol", "popular"],
        },
        {
          name: "Garden Gimlet",
          description: "Gin, cucumber, basil and lime.",
          price: 14,
          icons: ["alcohol", "vegan"],
        },
        {
          name: "Penicillin",
          description: "Blended Scotch, honey-ginger syrup, lemon and an Islay float.",
          price: 16,
          icons: ["alcohol"],
        },
        {
          name: "Passion Fruit Sour",
          description: "Pisco, passion fruit, lime and egg white foam.",
          price: 14,
          icons: ["alcohol", "egg"],
        },
      ],
    },
    {
      bin: "Classics",
      objects: [
        {
          name: "Negroni",
          description: "Gin, Campari and sweet vermouth, stirred.",
          price: 14,
          icons: ["alcohol"],
        },
        {
          name: "Margarita",
          description: "Blanco tequila, Cointreau and fresh lime.",
          sizes: [
            ["Glass", 13],
            ["Pitcher", 45],
          ],
          icons: ["alcohol"],
        },
        {
          name: "Mojito",
          description: "White rum, mint, lime and soda.",
          price: 13,
          icons: ["alcohol", "vegan"],
        },
        {
          name: "Manhattan",
          description: "Rye whiskey, sweet vermouth and Angostura bitters.",
          price: 15,
          icons: ["alcohol"],
        },
      ],
    },
    {
      bin: "Zero Proof",
      objects: [
        {
          name: "Cucumber Cooler",
          description: "Cucumber, mint, lime and tonic.",
          price: 8,
          icons: ["vegan", "sugar-free"],
        },
        {
          name: "Virgin Mule",
          description: "Fresh ginger beer, lime and bitters.",
          price: 8,
          icons: ["vegan"],
        },
      ],
    },
    {
      bin: "Bar Bites",
      objects: [
        {
          name: "Truffle Fries",
          description: "Parmesan, parsley and truffle aioli.",
          price: 9,
          icons: ["vegetarian", "dairy", "egg"],
        },
        {
          name: "Charcuterie Board",
          description: "Cured meats, cheeses, pickles, mustard and crostini.",
          sizes: [
            ["For two", 22],
            ["For four", 38],
          ],
          icons: ["dairy", "mustard", "contains-gluten"],
        },
        {
          name: "Korean Fried Cauliflower",
          description: "Crispy cauliflower tossed in gochujang glaze with sesame.",
          price: 11,
          icons: ["vegan", "sesame", "spicy"],
        },
        {
          name: "Shrimp Tacos",
          description: "Chipotle shrimp, mango salsa and lime crema.",
          price: 13,
          icons: ["shellfish", "dairy"],
        },
        {
          name: "Warm Pretzel",
          description: "Giant soft pretzel with beer cheese and grain mustard.",
          price: 10,
          icons: ["vegetarian", "contains-gluten", "mustard"],
        },
      ],
    },
  ],
});
