// The household rule: the rule over the whole catalogue for one household, per recipe,
// read cold (every line parsed and placed) and warm (the recipe's reading kept, as the server keeps
// it per ingredients array); and the food knowledge on the labelled lines, its development part
// (the knowledge may be tuned on it), its first test part (scored once unseen, tuned on since) and its
// second test part (never tuned on), figures only.
import { compileHousehold, householdConflicts, normalizeIngredient, type Household } from "@sierra/shared";
import { CATALOGUE } from "../../apps/server/src/modules/recipes/catalogue/catalogue-files";
import { devLines } from "../../packages/shared/src/food/labelled-lines/dev-lines";
import { scoreFoodLines } from "../../packages/shared/src/food/labelled-lines/score-food-lines";
import { test2Lines } from "../../packages/shared/src/food/labelled-lines/test-2-lines";
import { testLines } from "../../packages/shared/src/food/labelled-lines/test-lines";
import { allPass, atLeast, atMost } from "./support/figures.mjs";

const HOUSEHOLD: Household = {
  allergies: ["soy", "fish", "tree nuts", "sesame", "kiwi"],
  diets: ["vegetarian", "gluten-free"],
  dislikes: ["mushrooms", "cilantro"],
};
const RUNS = 9;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

/** The catalogue as the server stores it: parsed lines. */
const STORED = CATALOGUE.map((r) => ({ title: r.title, ingredients: r.ingredients.map(normalizeIngredient) }));

/** Microseconds per recipe: cold copies its ingredients each run so nothing read before is reused. */
function perRecipe(cold: boolean) {
  const limits = compileHousehold(HOUSEHOLD);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const recipe of STORED) {
      const input = { title: recipe.title, ingredients: cold ? [...recipe.ingredients] : recipe.ingredients };
      const started = performance.now();
      householdConflicts(input, limits);
      if (run > 0) times.push((performance.now() - started) * 1000);
    }
  }
  return {
    recipes: CATALOGUE.length,
    p50Us: Math.round(percentile(times, 0.5)),
    p95Us: Math.round(percentile(times, 0.95)),
    maxUs: Math.round(Math.max(...times)),
  };
}

const pct = (share: number) => Math.round(share * 1000) / 10;
const lines = (name: string, part: typeof devLines) => {
  const s = scoreFoodLines(part);
  return { part: name, lines: s.lines, recallPct: pct(s.recall), heldPct: pct(s.heldRecall), noFalseAlarmPct: pct(s.noFalseAlarm), exactPct: pct(s.exact) };
};

export async function run() {
  const cold = perRecipe(true);
  const warm = perRecipe(false);
  const dev = lines("dev", devLines);
  const firstTest = lines("first test part (tuned on since)", testLines);
  const test = lines("second test part (never tuned on)", test2Lines);
  const figures = {
    coldPerRecipeP95Us: atMost(cold.p95Us, 1000),
    warmPerRecipeP95Us: atMost(warm.p95Us, 100),
    devRecallPct: atLeast(dev.recallPct, 100),
    firstTestRecallPct: atLeast(firstTest.recallPct, 100),
    testRecallPct: atLeast(test.recallPct, 100),
    devHeldPct: { value: dev.heldPct, target: "tuned on", pass: true },
    testHeldPct: { value: test.heldPct, target: "reported", pass: true },
    testNoFalseAlarmPct: { value: test.noFalseAlarmPct, target: "reported", pass: true },
    testExactPct: { value: test.exactPct, target: "reported", pass: true },
  };
  return { household: HOUSEHOLD, cold, warm, labelledLines: [dev, firstTest, test], figures, pass: allPass(figures) };
}
