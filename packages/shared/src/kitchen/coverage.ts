import type { Need } from "./merge";
import { isAtHome, type Stock } from "./stock";

/** Plain water in its usual words: it comes from the tap, so it is neither needed nor "at home". */
const TAP_WATER = /^(?:tap|cold|cool|warm|hot|boiling|lukewarm|ice|iced|filtered|room[- ]temperature)?\s*water$/;

/** True for plain water ("water", "tap water", "2 cups boiling water"); not for coconut, rose or sparkling water. */
export function isTapWater(need: Pick<Need, "key" | "name">): boolean {
  return need.key === "water" || TAP_WATER.test(need.name.trim().toLowerCase());
}

/**
 * "N of M ingredients at home": the recipe's lines other than tap water, and how many of them the
 * pantry covers. Water is left out of both counts: an empty pantry reads "0 of M", not "1 of M".
 */
export function pantryCoverage(needs: readonly Need[], stock: readonly Stock[]): { atHome: number; total: number } {
  const counted = needs.filter((n) => !isTapWater(n));
  return { atHome: counted.filter((n) => isAtHome(n, stock)).length, total: counted.length };
}
