import type { MealType } from "../billing/subscription";
import type { IsoDate } from "../meal-plans/dates";
import type { RecipeSummary } from "../recipes/api";
import type { Measure } from "../recipes/ingredient";
import type { Aisle } from "./aisles";
import type { RecipeRef } from "./merge";
import type { PantryLocation } from "./schemas";
import type { Freshness } from "./use-soon";

export interface PantryItem {
  id: string;
  name: string;
  foodKey: string;
  quantity: number | null;
  unit: string | null;
  bestBefore: IsoDate | null;
  location: PantryLocation;
  aisle: Aisle;
  freshness: Freshness;
  updatedAt: string;
}

export interface PantryResponse {
  items: PantryItem[];
  /** the user's today, by which freshness was judged */
  today: IsoDate;
  /** counts every change to the pantry: what a device compares with the stream's announcements (docs/decisions/062) */
  version: number;
}

export interface ShoppingListSummary {
  id: string;
  name: string;
  start: IsoDate;
  end: IsoDate;
  itemCount: number;
  checkedCount: number;
  createdAt: string;
  updatedAt: string;
  /** counts every change to the list or its items: what two devices compare */
  version: number;
}

export interface ShoppingListItem {
  id: string;
  name: string;
  foodKey: string;
  quantity: number | null;
  unit: string | null;
  containerSize: Measure | null;
  aisle: Aisle;
  /** the planned recipes that need it; empty for an item added by hand */
  recipes: RecipeRef[];
  checked: boolean;
  addedByHand: boolean;
  position: number;
}

export interface ShoppingListDetail extends ShoppingListSummary {
  items: ShoppingListItem[];
}

/** GET a list with `since`: the same version answers `{ unchanged: true }` without the items. */
export type ShoppingListRead = ShoppingListDetail | { unchanged: true; version: number };

/** Announced on GET /api/shopping-lists/events when one of the user's lists changed on any device. */
export interface ShoppingListChange {
  listId: string;
  version: number;
}
/** What the list stream sends: a change, or `resync` when changes may have been missed (read every list again). */
export type ShoppingListEvent = ShoppingListChange | { resync: true };
/** What the pantry stream sends: the pantry's new version, or `resync` when changes may have been missed. */
export type PantryEvent = { version: number } | { resync: true };

export interface DoneShoppingResponse {
  /** how many checked items went into the pantry */
  moved: number;
  list: ShoppingListDetail;
}

export interface RecipeCoverage {
  atHome: number;
  total: number;
}

export interface CoverageResponse {
  coverage: Record<string, RecipeCoverage>;
}

export interface CookedMeal {
  date: IsoDate;
  mealType: MealType;
  recipeId: string | null;
  /** pantry items lowered, and by how much, so it can be undone */
  lowered: { name: string; used: number; unit: string | null }[];
  cookedAt: string;
}

export interface CookedMealsResponse {
  cooked: CookedMeal[];
}

export interface RemixSuggestion {
  recipe: RecipeSummary;
  uses: string[];
  alsoNeeds: string[];
}

export interface LeftoversResponse {
  /** the leftovers as understood */
  leftovers: string[];
  suggestions: RemixSuggestion[];
}

export interface CookableRecipe extends RecipeSummary, RecipeCoverage {}

export interface CookableResponse {
  recipes: CookableRecipe[];
}
