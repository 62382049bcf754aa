import { z } from "zod";
import { MEAL_TYPES } from "../billing/subscription";
import { measureSchema, recipeSummarySchema } from "../recipes/responses";
import { AISLES } from "./aisles";
import { kitchenMessages, PANTRY_LOCATIONS } from "./schemas";
import type {
  CookableResponse,
  CookedMeal,
  CoverageResponse,
  DoneShoppingResponse,
  LeftoversResponse,
  PantryItem,
  PantryResponse,
  ShoppingListDetail,
  ShoppingListItem,
  ShoppingListSummary,
} from "./api";

/** The answers of /api/pantry and /api/shopping-lists as schemas, for the OpenAPI document (docs/decisions/055). */

export const pantryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  foodKey: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  bestBefore: z.string().nullable(),
  location: z.enum(PANTRY_LOCATIONS),
  aisle: z.enum(AISLES),
  freshness: z.enum(["expired", "use-soon"]).nullable(),
  updatedAt: z.string(),
});

export const pantryResponseSchema = z.object({
  items: z.array(pantryItemSchema),
  today: z.string().meta({ description: "The member's today, by which freshness was judged." }),
  version: z.number().meta({ description: "Counts every change to the pantry (docs/decisions/062)." }),
});

const recipeCoverageSchema = z.object({ atHome: z.number(), total: z.number() });
export const coverageResponseSchema = z.object({ coverage: z.record(z.string(), recipeCoverageSchema) });
export const cookableResponseSchema = z.object({ recipes: z.array(recipeSummarySchema.extend(recipeCoverageSchema.shape)) });

export const leftoversResponseSchema = z.object({
  leftovers: z.array(z.string()),
  suggestions: z.array(z.object({ recipe: recipeSummarySchema, uses: z.array(z.string()), alsoNeeds: z.array(z.string()) })),
});

export const cookedMealSchema = z.object({
  date: z.string(),
  mealType: z.enum(MEAL_TYPES),
  recipeId: z.string().nullable(),
  lowered: z.array(z.object({ name: z.string(), used: z.number(), unit: z.string().nullable() })),
  cookedAt: z.string(),
});
export const cookedMealsResponseSchema = z.object({ cooked: z.array(cookedMealSchema) });
export const cookedUndoneSchema = z.object({ undone: z.literal(true) });

export const shoppingListSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  itemCount: z.number(),
  checkedCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().meta({ description: "Counts every change to the list or its items: what two devices compare." }),
});
export const shoppingListsResponseSchema = z.object({ lists: z.array(shoppingListSummarySchema) });

export const shoppingListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  foodKey: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  containerSize: measureSchema.nullable(),
  aisle: z.enum(AISLES),
  recipes: z.array(z.object({ id: z.string(), title: z.string() })),
  checked: z.boolean(),
  addedByHand: z.boolean(),
  position: z.number(),
});

export const shoppingListDetailSchema = shoppingListSummarySchema.extend({ items: z.array(shoppingListItemSchema) });
/** A read with `since` equal to the list's version answers this, without the items. */
export const shoppingListUnchangedSchema = z.object({ unchanged: z.literal(true), version: z.number() });
export const doneShoppingResponseSchema = z.object({ moved: z.number(), list: shoppingListDetailSchema });

/** A list item in a path: the list's id, then the item's. */
export const listItemParamsSchema = z.object({
  id: z.string().uuid(kitchenMessages.listNotFound),
  itemId: z.string().uuid(kitchenMessages.listItemNotFound),
});

// The interfaces stay the names screens use; these lines fail to compile if a schema drifts from them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof pantryItemSchema>, PantryItem>>();
agree<Same<z.infer<typeof pantryResponseSchema>, PantryResponse>>();
agree<Same<z.infer<typeof coverageResponseSchema>, CoverageResponse>>();
agree<Same<z.infer<typeof cookableResponseSchema>, CookableResponse>>();
agree<Same<z.infer<typeof leftoversResponseSchema>, LeftoversResponse>>();
agree<Same<z.infer<typeof cookedMealSchema>, CookedMeal>>();
agree<Same<z.infer<typeof shoppingListSummarySchema>, ShoppingListSummary>>();
agree<Same<z.infer<typeof shoppingListItemSchema>, ShoppingListItem>>();
agree<Same<z.infer<typeof shoppingListDetailSchema>, ShoppingListDetail>>();
agree<Same<z.infer<typeof doneShoppingResponseSchema>, DoneShoppingResponse>>();
