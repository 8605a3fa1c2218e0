import type { Design } from "../../../../shared/designs/designs.ts";
import { AMERICAN_DINER } from "./american-diner.ts";
import { BRUNCH_HOUSE } from "./brunch-house.ts";
import { COCKTAIL_BAR } from "./cocktail-bar.ts";
import { COFFEE_BAKERY } from "./coffee-bakery.ts";
import { FRENCH_BISTRO } from "./french-bistro.ts";
import { GREEK_TAVERNA } from "./greek-taverna.ts";
import { INDIAN_CURRY_HOUSE } from "./indian-curry-house.ts";
import { ITALIAN_TRATTORIA } from "./italian-trattoria.ts";
import { JAPANESE_SUSHI_BAR } from "./japanese-sushi-bar.ts";
import { KOREAN_BBQ } from "./korean-bbq.ts";
import { MEXICAN_TAQUERIA } from "./mexican-taqueria.ts";
import { MIDDLE_EASTERN_GRILL } from "./middle-eastern-grill.ts";
import { PIZZERIA } from "./pizzeria.ts";
import { THAI_STREET_KITCHEN } from "./thai-street-kitchen.ts";
import { VEGAN_CAFE } from "./vegan-cafe.ts";

/** The saved designs shipped with the product, in the order the design browser lists them. */
export const DESIGN_LIBRARY: readonly Design[] = [
  ITALIAN_TRATTORIA,
  MEXICAN_TAQUERIA,
  JAPANESE_SUSHI_BAR,
  INDIAN_CURRY_HOUSE,
  THAI_STREET_KITCHEN,
  AMERICAN_DINER,
  FRENCH_BISTRO,
  GREEK_TAVERNA,
  VEGAN_CAFE,
  COFFEE_BAKERY,
  PIZZERIA,
  BRUNCH_HOUSE,
  COCKTAIL_BAR,
  KOREAN_BBQ,
  MIDDLE_EASTERN_GRILL,
];
