import { ALCOHOL } from "./alcohol";
import { ASIAN_SAUCES } from "./asian-sauces";
import { BAKERY } from "./bakery";
import { BRANDS_MIXES } from "./brands-mixes";
import { BREADS } from "./breads";
import { CHARCUTERIE } from "./charcuterie";
import { CHEESES } from "./cheeses";
import { CHOCOLATE_SNACKS } from "./chocolate-snacks";
import { DAIRY } from "./dairy";
import { DRESSINGS_DIPS } from "./dressings-dips";
import { DRINKS } from "./drinks";
import { EGGS } from "./eggs";
import type { FoodEntry } from "./entry";
import { FISH } from "./fish";
import { FRUITS } from "./fruits";
import { GRAINS_FLOURS } from "./grains-flours";
import { GREENS_MUSHROOMS } from "./greens-mushrooms";
import { HERBS } from "./herbs";
import { KITCHEN } from "./kitchen";
import { LEGUMES_SOY } from "./legumes-soy";
import { MEAT } from "./meat";
import { NUTS_SEEDS } from "./nuts-seeds";
import { OILS_VINEGARS } from "./oils-vinegars";
import { PASTA_NOODLES } from "./pasta-noodles";
import { PASTES_FERMENTS } from "./pastes-ferments";
import { PEPPERS_CHILLIES } from "./peppers-chillies";
import { PLANT_DAIRY } from "./plant-dairy";
import { PORK } from "./pork";
import { POULTRY } from "./poultry";
import { PREPARED } from "./prepared";
import { ROOTS } from "./roots";
import { SAUCES } from "./sauces";
import { SHELLFISH } from "./shellfish";
import { SPICE_BLENDS } from "./spice-blends";
import { SPICES } from "./spices";
import { STOCKS_SOUPS } from "./stocks-soups";
import { SWEETS_BAKING } from "./sweets-baking";
import { VEGETABLES } from "./vegetables";

/** Every food the knowledge knows (docs/decisions/046-food-knowledge.md), one file per theme. */
export const LEXICON: readonly FoodEntry[] = [
  ...ROOTS,
  ...DAIRY,
  ...CHEESES,
  ...PLANT_DAIRY,
  ...EGGS,
  ...MEAT,
  ...PORK,
  ...CHARCUTERIE,
  ...POULTRY,
  ...FISH,
  ...SHELLFISH,
  ...GRAINS_FLOURS,
  ...BREADS,
  ...BAKERY,
  ...PASTA_NOODLES,
  ...NUTS_SEEDS,
  ...LEGUMES_SOY,
  ...VEGETABLES,
  ...PEPPERS_CHILLIES,
  ...GREENS_MUSHROOMS,
  ...FRUITS,
  ...HERBS,
  ...SPICES,
  ...SPICE_BLENDS,
  ...SAUCES,
  ...ASIAN_SAUCES,
  ...PASTES_FERMENTS,
  ...DRESSINGS_DIPS,
  ...OILS_VINEGARS,
  ...SWEETS_BAKING,
  ...CHOCOLATE_SNACKS,
  ...DRINKS,
  ...ALCOHOL,
  ...STOCKS_SOUPS,
  ...PREPARED,
  ...BRANDS_MIXES,
  ...KITCHEN,
];

export { DESCRIPTOR_WORDS } from "./descriptors";
