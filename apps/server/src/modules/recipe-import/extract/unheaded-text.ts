import { oneLine } from "./clean-text";
import { emptyRecipe, type FoundRecipe } from "./found-recipe";
import { SIGN_OFF, stripMarker } from "./headings";

/** A line that starts with an amount ("3 bananas", "½ cup", "75g"): how a list of ingredients looks. */
const STARTS_WITH_AMOUNT = /^[\d½¼¾⅓⅔⅛]/;

/**
 * Notes with no headings at all (a phone note: title, a block of ingredients, a block of steps):
 * the first block whose lines mostly start with an amount is the ingredients, the blocks after it
 * the steps, up to a sign-off. Null when no block looks like a list of ingredients.
 */
export function readUnheadedText(text: string): FoundRecipe | null {
  const blocks = text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.split(/\r?\n/).map(oneLine).filter(Boolean))
    .filter((block) => block.length);
  const title = blocks[0]?.[0];
  if (!title) return null;
  const rest = [blocks[0]!.slice(1), ...blocks.slice(1)].filter((block) => block.length);
  const at = rest.findIndex((block) => block.length >= 2 && block.filter((l) => STARTS_WITH_AMOUNT.test(stripMarker(l))).length * 3 >= block.length * 2);
  if (at === -1) return null;
  const recipe = emptyRecipe(title);
  recipe.sections = [{ title: null, lines: rest[at]!.map(stripMarker) }];
  const steps = rest.slice(at + 1).flat();
  const end = steps.findIndex((line) => SIGN_OFF.test(line));
  recipe.steps = (end === -1 ? steps : steps.slice(0, end)).map(stripMarker);
  return recipe;
}
