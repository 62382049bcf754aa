import type { Aisle } from "./aisles";
import { baseIn, dimensionOf, fromBase, type Amount, type Dimension } from "./amounts";

export interface RecipeRef {
  id: string;
  title: string;
}

/** One food a plan needs (or a list holds): its key in the food table, how it is shown, where it is, how much, and for which recipes. */
export interface Need extends Amount {
  /** the food table's name when the food is known, else the parsed core food: what makes two lines the same food */
  key: string;
  name: string;
  aisle: Aisle;
  /** the food's density when the table knows it: what lets 200 g and 1 cup add up */
  gramsPerCup?: number | null;
  recipes: RecipeRef[];
}

/** Mass and volume of a food with a known density are one bucket, counted in grams. */
function bucketOf(need: Need): Dimension {
  const dim = dimensionOf(need);
  return dim === "volume" && need.gramsPerCup ? "mass" : dim;
}

function unionRecipes(needs: Need[]): RecipeRef[] {
  const seen = new Map<string, RecipeRef>();
  for (const need of needs) for (const recipe of need.recipes) if (!seen.has(recipe.id)) seen.set(recipe.id, recipe);
  return [...seen.values()];
}

/** The name most lines used for the food, the first of them on a tie. */
function commonName(needs: Need[]): string {
  const counts = new Map<string, number>();
  for (const need of needs) counts.set(need.name, (counts.get(need.name) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** Adds like to like; the total is written in the unit that carried most of it. */
function sumBucket(bucket: Dimension, lines: Need[], gramsPerCup: number | null): Need {
  let total = 0;
  let largest = lines[0]!;
  let largestBase = -1;
  for (const line of lines) {
    const base = baseIn(line, bucket, gramsPerCup) ?? 0;
    total += base;
    if (base > largestBase) [largest, largestBase] = [line, base];
  }
  const quantity = fromBase(total, bucket, largest.unit, gramsPerCup);
  return { ...largest, quantity, unit: largest.unit, name: commonName(lines), gramsPerCup, recipes: unionRecipes(lines) };
}

/** "1 can chickpeas" beside "2 (15 oz) cans chickpeas": the can of unstated size is taken to be the one size the plan names. */
function foldUnsizedContainers(buckets: Map<Dimension, Need[]>) {
  for (const [bucket, lines] of buckets) {
    if (!bucket.startsWith("count:") || bucket.includes("@") || bucket === "count:") continue;
    const sized = [...buckets.keys()].filter((b) => b.startsWith(`${bucket}@`));
    if (sized.length !== 1) continue;
    const size = buckets.get(sized[0]!)![0]!.containerSize;
    buckets.set(sized[0]!, [...buckets.get(sized[0]!)!, ...lines.map((l) => ({ ...l, containerSize: size }))]);
    buckets.delete(bucket);
  }
}

/**
 * Merges the lines of many recipes into one line per food and kind of amount: same key only
 * (different foods with similar names never merge: the key is the food, not the words), masses
 * with masses, volumes with volumes, both together only when the food's density is known, and
 * cans, cloves and pieces as counts of their own kind. A line without an amount ("salt to taste")
 * joins the food's first line with one; alone it stays a line without an amount.
 */
export function mergeNeeds(needs: readonly Need[]): Need[] {
  const byKey = new Map<string, Need[]>();
  for (const need of needs) byKey.set(need.key, [...(byKey.get(need.key) ?? []), need]);
  const merged: Need[] = [];
  for (const lines of byKey.values()) {
    const gramsPerCup = lines.find((l) => l.gramsPerCup)?.gramsPerCup ?? null;
    const withDensity = lines.map((l) => ({ ...l, gramsPerCup }));
    const buckets = new Map<Dimension, Need[]>();
    for (const line of withDensity) buckets.set(bucketOf(line), [...(buckets.get(bucketOf(line)) ?? []), line]);
    foldUnsizedContainers(buckets);
    const unmeasured = buckets.get("none") ?? [];
    buckets.delete("none");
    const sums = [...buckets].map(([bucket, group]) => sumBucket(bucket, group, gramsPerCup));
    if (sums.length === 0) merged.push({ ...unmeasured[0]!, name: commonName(unmeasured), recipes: unionRecipes(unmeasured) });
    else {
      if (unmeasured.length) sums[0] = { ...sums[0]!, recipes: unionRecipes([sums[0]!, ...unmeasured]) };
      merged.push(...sums);
    }
  }
  return merged;
}
