import type { Nutrition } from "@sierra/shared";
import { cleanText, htmlLines } from "./clean-text";
import { durationMinutes } from "./durations";
import { emptyRecipe, type FoundRecipe } from "./found-recipe";
import { yieldText } from "./yields";
import { SECTIONS_PROPERTY } from "./sections-property";

type Node = Record<string, unknown>;
const asList = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown): string | null => (typeof v === "string" ? cleanText(v) || null : typeof v === "number" ? String(v) : null);

/** "Recipe", "schema:Recipe", "http://schema.org/Recipe" all name the type Recipe. */
export function typesOf(node: Node): string[] {
  return asList(node["@type"] ?? node.type).flatMap((t) => (typeof t === "string" ? [t.replace(/^.*[/:#]/, "")] : []));
}

/**
 * A schema.org Recipe (from JSON-LD, or rebuilt from microdata/RDFa) in our terms. `base` makes
 * relative image addresses absolute.
 */
export function fromSchemaOrg(node: Node, base: string | null): FoundRecipe {
  const recipe = emptyRecipe(text(firstOf(node.name)) ?? text(node.headline) ?? "");
  recipe.description = text(firstOf(node.description));
  const lines = asList(node.recipeIngredient ?? node.ingredients).flatMap((v) => (typeof v === "string" ? [cleanText(v)] : []));
  recipe.sections = sectionsOf(node[SECTIONS_PROPERTY]) ?? [{ title: null, lines: lines.filter(Boolean) }];
  recipe.steps = stepsOf(node.recipeInstructions);
  recipe.yields = yieldText(node.recipeYield ?? node.yield);
  recipe.prepTime = durationMinutes(firstOf(node.prepTime));
  recipe.cookTime = durationMinutes(firstOf(node.cookTime));
  recipe.totalTime = durationMinutes(firstOf(node.totalTime));
  recipe.image = imageOf(node.image, base);
  recipe.categories = asList(node.recipeCategory).flatMap((c) => (typeof c === "string" ? c.split(",").map(cleanText).filter(Boolean) : []));
  recipe.cuisine = asList(node.recipeCuisine).map(text).find(Boolean) ?? null;
  recipe.nutrition = nutritionOf(node.nutrition);
  return recipe;
}

function sectionsOf(value: unknown): FoundRecipe["sections"] | null {
  const sections = asList(value).flatMap((v) => {
    if (!v || typeof v !== "object") return [];
    const lines = asList((v as Node).recipeIngredient).flatMap((l) => (typeof l === "string" && cleanText(l) ? [cleanText(l)] : []));
    return lines.length ? [{ title: text((v as Node).name), lines }] : [];
  });
  return sections.length ? sections : null;
}

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** Steps from a string, a list, HowToStep / HowToSection / ItemList nodes, at any depth. */
export function stepsOf(value: unknown): string[] {
  if (typeof value === "string") return htmlLines(value);
  if (Array.isArray(value)) return value.flatMap(stepsOf);
  if (!value || typeof value !== "object") return [];
  const node = value as Node;
  const types = typesOf(node);
  if (types.includes("HowToTip")) return [];
  if (node.itemListElement !== undefined) return stepsOf(node.itemListElement);
  const body = text(node.text) ?? text(node.name) ?? text(node.description);
  return body ? [body] : [];
}

function imageOf(value: unknown, base: string | null): string | null {
  for (const item of asList(value)) {
    const raw =
      typeof item === "string" ? item : item && typeof item === "object" ? ((item as Node).url ?? (item as Node).contentUrl ?? (item as Node)["@id"]) : null;
    const url = typeof raw === "string" ? absoluteUrl(raw.trim(), base) : null;
    if (url) return url;
  }
  return null;
}

export function absoluteUrl(raw: string, base: string | null): string | null {
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const NUTRIENTS: [keyof Nutrition, string][] = [
  ["calories", "calories"],
  ["protein", "proteinContent"],
  ["carbs", "carbohydrateContent"],
  ["fat", "fatContent"],
  ["fiber", "fiberContent"],
  ["sugar", "sugarContent"],
  ["sodium", "sodiumContent"],
];

/** The page's own NutritionInformation ("520 kcal", "17 g"): numbers only, shown beside ours. */
function nutritionOf(value: unknown): Partial<Nutrition> | null {
  const node = firstOf(value);
  if (!node || typeof node !== "object") return null;
  const out: Partial<Nutrition> = {};
  for (const [key, prop] of NUTRIENTS) {
    const m = /\d+(?:[.,]\d+)?/.exec(text(firstOf((node as Node)[prop])) ?? "");
    if (m) out[key] = Math.round(Number(m[0].replace(",", ".")) * 10) / 10;
  }
  return Object.keys(out).length ? out : null;
}
