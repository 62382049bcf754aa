import type { Attribution, RecipeSummary } from "@sierra/shared";

/** First category is the card's category; the rest are its tags (spec). */
export function cardCategories(categories: string[]): { category: string | null; tags: string[] } {
  const clean = categories.map((c) => c.trim()).filter(Boolean);
  return { category: clean[0] ?? null, tags: clean.slice(1) };
}

/**
 * The card's attribution: 'Inspired by Ada and Bo' when chefs are named, else
 * the inspiration text (most catalogue recipes name a tradition, not a chef).
 */
export function attributionText(attribution: Attribution | null | undefined): string | null {
  const chefs = (attribution?.chefs ?? []).map((c) => c.trim()).filter(Boolean);
  if (chefs.length === 0) return attribution?.inspiration?.trim() || null;
  const list = chefs.length === 1 ? chefs[0] : `${chefs.slice(0, -1).join(", ")} and ${chefs[chefs.length - 1]}`;
  return `Inspired by ${list}`;
}

export function imageAlt(recipe: Pick<RecipeSummary, "title">): string {
  return `Illustration of ${recipe.title}`;
}

/** 'Source:' is shown unless the recipe was generated here (spec). */
export function visibleSource(source: string | null | undefined): string | null {
  const s = source?.trim();
  return s && s.toLowerCase() !== "generated" ? s : null;
}
