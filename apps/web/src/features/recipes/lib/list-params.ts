import type { InferRequestType } from "hono/client";
import { MEAL_TYPE_CATEGORIES, type MealTypeCategory } from "@sierra/shared";
import type { api } from "@/lib/api";

/** What the recipes list shows; it lives in the URL so a list can be shared and survives reload. */
export interface ListParams {
  q: string;
  mealType: MealTypeCategory | null;
  category: string | null;
  favorites: boolean;
  /** "Cook with what I have": recipes with most ingredients in the member's pantry, instead of the list */
  atHome: boolean;
  page: number;
}

const MAX_QUERY = 200;

function isMealType(value: string | null): value is MealTypeCategory {
  return (MEAL_TYPE_CATEGORIES as readonly string[]).includes(value ?? "");
}

/** Reads the URL leniently: an unknown meal type or a bad page number is dropped, never an error. */
export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get("page"));
  const category = search.get("category")?.trim() ?? "";
  const mealType = search.get("mealType");
  return {
    q: (search.get("q") ?? "").trim().slice(0, MAX_QUERY),
    mealType: isMealType(mealType) ? mealType : null,
    category: category ? category.slice(0, 80) : null,
    favorites: search.get("favorites") === "true",
    atHome: search.get("atHome") === "true",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL form: defaults are left out, so the plain list is just /recipes. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.mealType) search.set("mealType", params.mealType);
  if (params.category) search.set("category", params.category);
  if (params.favorites) search.set("favorites", "true");
  if (params.atHome) search.set("atHome", "true");
  if (params.page > 1) search.set("page", String(params.page));
  return search;
}

/** A filter change starts again at page 1; only a page change keeps the others as they are. */
export function updateListParams<P extends { page: number }>(current: P, change: Partial<P>): P {
  const next = { ...current, ...change };
  if (!("page" in change)) next.page = 1;
  return next;
}

type RecipeListApiQuery = InferRequestType<typeof api.recipes.$get>["query"];

/** The API query for the list; favourites only when signed in (the API answers 401 otherwise). */
export function apiListQuery({ q, mealType, category, favorites, page }: ListParams, signedIn: boolean): RecipeListApiQuery {
  // Defaults are left out, as in the URL form; "cook with what I have" is the pantry's question, never sent.
  return {
    ...(q && { q }),
    ...(mealType && { mealType }),
    ...(category && { category }),
    ...(signedIn && favorites && { favorites: "true" as const }),
    ...(page > 1 && { page: String(page) }),
  };
}

export function hasNarrowingFilters(params: ListParams): boolean {
  return Boolean(params.q || params.mealType || params.category);
}
