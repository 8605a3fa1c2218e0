import { defineDesign } from "./define-design.ts";

export const INDIAN_CURRY_HOUSE = defineDesign({
  id: "indian-curry-house",
  name: "Indian Curry House",
  sections: [
    {
      bin: "Starters",
      objects: [
        {
          name: "Vegetable Samosas",
          description: "Flaky pastry filled with spiced potato and peas, with tamarind chutney.",
          sizes: [
            ["2 pc", 7],
            ["4 pc", 12],
          ],
          icons: ["vegan", "contains-gluten"],
        },
        {
          name: "Onion Bhaji",
          description: "Crisp chickpea-batter onion fritters with mint raita.",
          price: 7.5,
          icons: ["vegetarian", "gluten-free", "dairy"],
        },
        {
          name: "Chicken Tikka",
          description: "Yogurt and spice marinated chicken, charred in the tandoor.",
          price: 12,
          icons: ["halal", "gluten-free", "dairy"],
        },
        {
          name: "Papadum Basket",
          description: "Crisp lentil wafers with mango chutney, mint and lime pickle.",
          price: 5,
          icons: ["vegan", "gluten-free"],
        },
        {
          name: "Aloo Tikki Chaat",
          description: "Potato patties with chickpeas, yogurt, tamarind and sev.",
          price: 9,
          icons: ["vegetarian", "dairy", "popular"],
        },
      ],
    },
    {
      bin: "Tandoor",
      objects: [
        {
          name: "Tandoori Chicken",
          description: "Bone-in chicken marinated overnight, with pickled onions and lemon.",
          sizes: [
            ["Half", 16],
            ["Full", 28],
          ],
          icons: ["halal", "gluten-free", "dairy"],
        },
        {
          name: "Lamb Seekh Kebab",
          description: "Minced lamb skewers with ginger, chili and fresh coriander.",
          price: 19,
          icons: ["halal", "gluten-free", "spicy"],
        },
        {
          name: "Paneer Tikka",
          description: "Cubes of paneer, peppers and onion roasted with tikka spices.",
          price: 17,
          icons: ["vegetarian", "gluten-free", "dairy"],
        },
        {
          name: "Tandoori Prawns",
          description: "Jumbo prawns in a carom and chili marinade.",
          price: 24,
          icons: ["shellfish", "gluten-free", "dairy"],
        },
      ],
    },
    {
      bin: "Curries",
      objects: [
        {
          name: "Butter Chicken",
          description: "Tandoori chicken in a silky tomato, butter and fenugreek sauce.",
          price: 19,
          icons: ["halal", "dairy", "popular"],
          extras: "Served with basmati rice · Add naan +$3",
        },
        {
          name: "Lamb Rogan Josh",
          description: "Kashmiri braised lamb with red chili, fennel and cardamom.",
          price: 22,
          icons: ["halal", "gluten-free", "spicy"],
        },
        {
          name: "Chicken Vindaloo",
          description: "A fiery Goan curry of chili, vinegar and garlic.",
          price: 19,
          icons: ["gluten-free", "dairy-free", "extra-spicy"],
        },
        {
          name: "Palak Paneer",
          description: "Fresh spinach purée with cubes of house-made paneer.",
          price: 17,
          icons: ["vegetarian", "gluten-free", "dairy"],
        },
        {
          name: "Chana Masala",
          description: "Chickpeas simmered with onion, tomato and warm spices.",
          price: 15,
          icons: ["vegan", "gluten-free"],
        },
        {
          name: "Dal Makhani",
          description: "Black lentils slow-cooked overnight with butter and cream.",
          price: 15,
          icons: ["vegetarian", "gluten-free", "dairy"],
        },
        {
          name: "Goan Fish Curry",
          description: "Firm white fish in coconut, tamarind and kokum.",
          price: 21,
          icons: ["fish", "gluten-free", "spicy"],
        },
        {
          name: "Chicken Korma",
          description: "Mild, creamy curry with cashews and saffron.",
          price: 19,
          icons: ["halal", "tree-nuts", "dairy"],
        },
      ],
    },
    {
      bin: "Rice & Breads",
      objects: [
        {
          name: "Hyderabadi Biryani",
          description: "Layered basmati rice and spiced meat, sealed and slow-cooked.",
          sizes: [
            ["Vegetable", 17],
            ["Chicken", 20],
            ["Lamb", 23],
          ],
          icons: ["chefs-choice", "dairy", "tree-nuts"],
        },
        {
          name: "Basmati Rice",
          description: "Steamed long-grain rice with cumin.",
          price: 4,
          icons: ["vegan", "gluten-free"],
        },
        {
          name: "Garlic Naan",
          description: "Leavened bread baked in the tandoor, brushed with garlic butter.",
          price: 4.5,
          icons: ["vegetarian", "contains-gluten", "dairy"],
        },
        {
          name: "Peshwari Naan",
          description: "Sweet naan stuffed with coconut, almonds and raisins.",
          price: 5.5,
          icons: ["vegetarian", "tree-nuts", "dairy"],
        },
      ],
    },
    {
      bin: "Desserts & Drinks",
      objects: [
        {
          name: "Gulab Jamun",
          description: "Warm milk dumplings in rose and cardamom syrup.",
          price: 6,
          icons: ["vegetarian", "dairy", "contains-gluten"],
        },
        {
          name: "Mango Lassi",
          description: "Alphonso mango blended with yogurt.",
          sizes: [
            ["Regular", 5],
            ["Large", 7],
          ],
          icons: ["vegetarian", "gluten-free", "dairy"],
        },
        {
          name: "Masala Chai",
          description: "Black tea brewed with milk, ginger and whole spices.",
          price: 4,
          icons: ["vegetarian", "dairy"],
        },
        {
          name: "Kingfisher",
          description: "India's classic light lager.",
          sizes: [
            ["Bottle", 7],
            ["Large bottle", 11],
          ],
          icons: ["alcohol", "contains-gluten"],
        },
      ],
    },
  ],
});
