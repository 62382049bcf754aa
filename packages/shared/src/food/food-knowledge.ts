import { FoodKnowledge } from "./knowledge";
import { DESCRIPTOR_WORDS, LEXICON } from "./lexicon";

let built: FoodKnowledge | null = null;

/** The food knowledge, built from the lexicon on first use (a few milliseconds) and kept. */
export function foodKnowledge(): FoodKnowledge {
  built ??= new FoodKnowledge(LEXICON, DESCRIPTOR_WORDS);
  return built;
}
