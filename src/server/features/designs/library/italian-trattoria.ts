import { defineDesign } from "./define-design.ts";

export const ITALIAN_TRATTORIA = defineDesign({
  id: "italian-trattoria",
  name: "Italian Trattoria",
  sections: [
    {
      bin: "Antipasti",
      objects: [
        {
          name: "Bruschetta al Pomodoro",
          description: "Grilled sourdough rubbed with garlic, vine tomatoes, basil and olive oil.",
          price: 9,
          icons: ["vegan", "contains-gluten"],
          extras: "Add burrata +$5",
        },
        {
          name: "Burrata e Prosciutto",
          description: "Creamy burrata, 18-month prosciutto di Parma, arugula and aged balsamic.",
          price: 16,
          icons: ["dairy", "gluten-free"],
        },
        {
          name: "Arancini",
          description: "Crisp saffron risotto balls filled with mozzarella, with spicy marinara.",
          sizes: [
            ["3 pc", 10],
            ["6 pc", 18],
          ],
          icons: ["vegetarian", "dairy", "egg"],
        },
        {
          name: "Calamari Fritti",
          description: "Lightly fried squid with lemon aioli and Calabrian chili.",
          price: 15,
          icons: ["molluscs", "egg", "spicy"],
        },
        {
          name: "Minestrone",
          description: "Slow-simmered vegetable and bean soup with pesto and parmesan.",
          sizes: [
            ["Cup", 7],
            ["Bowl", 11],
          ],
          icons: ["vegetarian", "dairy", "tree-nuts"],
        },
      ],
    },
    {
      bin: "Insalate",
      objects: [
        {
          name: "Insalata Caprese",
          description: "Heirloom tomatoes, fior di latte, basil and Sicilian olive oil.",
          price: 13,
          icons: ["vegetarian", "gluten-free", "dairy"],
        },
        {
          name: "Caesar Salad",
          description: "Romaine hearts, anchovy dressing, garlic croutons and shaved parmesan.",
          price: 12,
          icons: ["fish", "egg", "dairy"],
          extras: "Add grilled chicken +$5 · Add shrimp +$7",
        },
        {
          name: "Rucola e Pere",
          description: "Wild arugula, roasted pear, gorgonzola and candied walnuts.",
          price: 12.5,
          icons: ["vegetarian", "tree-nuts", "dairy"],
        },
      ],
    },
    {
      bin: "Pasta",
      objects: [
        {
          name: "Spaghetti Carbonara",
          description: "Guanciale, egg yolk, pecorino romano and cracked black pepper.",
          price: 19,
          icons: ["egg", "dairy", "contains-gluten"],
          extras: "Gluten-free pasta +$3",
        },
        {
          name: "Tagliatelle al Ragù",
          description: "Hand-cut egg pasta with a slow-cooked beef and pork Bolognese.",
          price: 22,
          icons: ["house-made", "egg", "celery"],
          extras: "Gluten-free pasta +$3",
        },
        {
          name: "Cacio e Pepe",
          description: "Tonnarelli tossed with pecorino and toasted black pepper.",
          price: 18,
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
        {
          name: "Linguine alle Vongole",
          description: "Manila clams, garlic, white wine, chili and parsley.",
          price: 24,
          icons: ["molluscs", "contains-gluten", "alcohol"],
        },
        {
          name: "Gnocchi al Pesto",
          description: "Potato gnocchi with Genovese basil pesto, green beans and pine nuts.",
          price: 20,
          icons: ["vegetarian", "tree-nuts", "dairy"],
        },
        {
          name: "Lasagna della Nonna",
          description: "Layers of fresh pasta, ragù, béchamel and parmigiano, baked to order.",
          price: 23,
          icons: ["house-made", "popular", "dairy"],
        },
      ],
    },
    {
      bin: "Secondi",
      objects: [
        {
          name: "Pollo al Mattone",
          description: "Brick-pressed half chicken with rosemary potatoes and salsa verde.",
          price: 27,
          icons: ["gluten-free"],
        },
        {
          name: "Saltimbocca alla Romana",
          description: "Veal cutlets with prosciutto and sage in a white wine butter sauce.",
          price: 31,
          icons: ["dairy", "alcohol"],
        },
        {
          name: "Branzino al Forno",
          description: "Whole roasted Mediterranean sea bass with lemon, capers and fennel.",
          price: 34,
          icons: ["fish", "gluten-free", "chefs-choice"],
        },
        {
          name: "Melanzane alla Parmigiana",
          description: "Baked eggplant layered with tomato, mozzarella and basil.",
          price: 21,
          icons: ["vegetarian", "dairy"],
        },
      ],
    },
    {
      bin: "Dolci",
      objects: [
        {
          name: "Tiramisù",
          description: "Espresso-soaked savoiardi, mascarpone cream and cocoa.",
          price: 10,
          icons: ["house-made", "egg", "dairy"],
        },
        {
          name: "Panna Cotta",
          description: "Vanilla bean panna cotta with macerated berries.",
          price: 9,
          icons: ["gluten-free", "dairy"],
        },
        {
          name: "Cannoli Siciliani",
          description: "Crisp shells filled with sweet ricotta, pistachio and candied orange.",
          sizes: [
            ["2 pc", 8],
            ["4 pc", 14],
          ],
          icons: ["vegetarian", "tree-nuts", "dairy"],
        },
        {
          name: "Affogato",
          description: "Vanilla gelato drowned in a shot of hot espresso.",
          price: 7,
          icons: ["vegetarian", "gluten-free", "dairy"],
          extras: "Add amaretto +$5",
        },
      ],
    },
    {
      bin: "Vino",
      objects: [
        {
          name: "Chianti Classico",
          description: "Tuscan Sangiovese with cherry, violet and a dry finish.",
          sizes: [
            ["Glass", 13],
            ["Bottle", 48],
          ],
          icons: ["alcohol", "sulphites"],
        },
        {
          name: "Pinot Grigio",
          description: "Crisp, citrusy white from Alto Adige.",
          sizes: [
            ["Glass", 11],
            ["Bottle", 40],
          ],
          icons: ["alcohol", "sulphites"],
        },
        {
          name: "Prosecco",
          description: "Dry sparkling wine from Valdobbiadene.",
          sizes: [
            ["Glass", 12],
            ["Bottle", 44],
          ],
          icons: ["alcohol", "sulphites"],
        },
      ],
    },
  ],
});
