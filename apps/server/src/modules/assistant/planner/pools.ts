/** Most recipes one meal type's search looks at; 10,000 recipes would only slow every move. */
export const POOL_MAX = 400;
const CALORIE_BANDS = 20;

/**
 * The recipes a meal type's slots choose from, sorted by calories (unknown last) so a move can
 * look up "a dinner about 150 kcal bigger". A big catalogue is cut to the best few by recipe-only
 * cost within each calorie band: taste without losing the calorie range the daily totals need.
 */
export function buildPool(indices: readonly number[], calories: (index: number) => number, staticCost: (index: number) => number): Int32Array {
  const byCalories = (a: number, b: number) => calories(a) - calories(b) || a - b;
  const known = indices.filter((i) => Number.isFinite(calories(i))).sort(byCalories);
  const unknown = indices.filter((i) => !Number.isFinite(calories(i)));
  if (indices.length <= POOL_MAX) return Int32Array.from([...known, ...unknown]);
  const best = (list: number[], n: number) => [...list].sort((a, b) => staticCost(a) - staticCost(b) || a - b).slice(0, n);
  const perBand = Math.floor(POOL_MAX / (CALORIE_BANDS + 1));
  const kept: number[] = [];
  for (let band = 0; band < CALORIE_BANDS; band += 1) {
    const from = Math.floor((band * known.length) / CALORIE_BANDS);
    const to = Math.floor(((band + 1) * known.length) / CALORIE_BANDS);
    kept.push(...best(known.slice(from, to), perBand));
  }
  return Int32Array.from([...kept.sort(byCalories), ...best(unknown, perBand)]);
}
