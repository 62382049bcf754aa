import { foodTokens } from "./food-words";
import type { Ingredient } from "../recipes/ingredient-shape";

const wordsOf = (text: string) =>
  foodTokens(text)
    .map((t) => t.word)
    .join(" ");

/** The lines' part of a recipe's word text, read once per ingredients array (recipe-food.ts keeps it). */
export const lineWordText = (ingredients: readonly (Ingredient | string)[]) =>
  ingredients.map((i) => wordsOf(typeof i === "string" ? i : `${i.name} ${i.note ?? ""}`)).join(" | ");

/**
 * A recipe's words for matching what the knowledge does not know ("durian"): its title and each
 * line's name and note, as matched words, each part padded and kept apart by " | " so a phrase
 * never spans two lines. The database keeps this text per recipe (recipes.food_text).
 */
export const recipeWordText = (title: string | undefined, lineText: string) => ` ${[wordsOf(title ?? ""), lineText].join(" | ")} `;

/** A phrase padded as recipeWordText pads words: " kiwi ", " durian paste ". */
export const wordsPhrase = (words: readonly string[]) => ` ${words.join(" ")} `;
