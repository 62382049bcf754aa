import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq, or, isNull, sql } from "drizzle-orm";
import { compileHousehold, DIETS, isSafeFor, NO_HOUSEHOLD_LIMITS, type Household } from "@sierra/shared";
import { recipes } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser } from "../../testing/test-client";
import { assistantContext } from "../../testing/fake-assistant-tools";
import { eligibleRecipes } from "../assistant/planner/candidates";
import { input } from "../assistant/planner/test-instances";
import { loadRecipePool, type PoolRecipe } from "../assistant/tools/recipe-pool";
import { searchPool } from "../assistant/tools/search-recipes";
import { adaptRecipe } from "../generation/adapt-recipe";
import { constraintsFor } from "../generation/test-helpers";
import { readCandidates } from "../pantry/candidates";
import { safeForHousehold } from "../pantry/candidates";
import { householdSafeSql } from "./household-sql";

/**
 * Every caller of the household rule agrees with it, over random households: the recipe list's
 * SQL filter, Sierra's search, the planner's candidates, the kitchen's suggestions (leftover remix, cook with what I have) and the adaptation of
 * a safe recipe by generation all keep exactly the recipes `isSafeFor` keeps (design.md 4.11).
 */
let t: TestApp;
let userId: string;
let pool: PoolRecipe[];
beforeAll(async () => {
  t = await createTestApp();
  const user = await signedInUser(t);
  userId = user.id;
  // Hidden allergens and lines the knowledge cannot place, beside the catalogue.
  for (const [title, ingredients] of [
    ["Tamari Tofu Bowl", ["2 tbsp tamari", "1 block firm tofu", "1 cup rice"]],
    ["Dashi Broth", ["4 cups dashi", "1 sheet kombu"]],
    ["Zlorp Stew", ["2 cups zlorp paste", "1 onion"]],
    ["Carbonara", ["200 g spaghetti", "100 g guanciale", "2 eggs", "50 g pecorino romano"]],
  ] as const) {
    const res = await user.client.json("/api/recipes", {
      method: "POST",
      json: { title, ingredients, steps: ["Cook."], categories: ["Dinner"], serving_size: 2 },
    });
    expect(res.status).toBe(201);
  }
  pool = await loadRecipePool(t.db, userId);
});
afterAll(() => t.close());

const ALLERGIES = [
  "soy",
  "fish",
  "shellfish",
  "peanuts",
  "tree nuts",
  "dairy",
  "eggs",
  "gluten",
  "sesame",
  "celery",
  "mustard",
  "sulphites",
  "almonds",
  "kiwi",
  "nickel",
];
const DISLIKES = ["pork", "beef", "mushrooms", "cilantro", "olives", "onions", "spicy food"];
const householdArb: fc.Arbitrary<Household> = fc.record({
  allergies: fc.subarray(ALLERGIES, { maxLength: 3 }),
  diets: fc.subarray([...DIETS], { maxLength: 2 }),
  dislikes: fc.subarray(DISLIKES, { maxLength: 2 }),
});

async function sqlSafeIds(household: Household): Promise<Set<string>> {
  const safe = householdSafeSql(household, "r");
  const result = await t.db.execute(sql`select r.id from recipes r where (r.user_id is null or r.user_id = ${userId})${safe ? sql` and ${safe}` : sql``}`);
  return new Set((result.rows as { id: string }[]).map((r) => r.id));
}

describe("every caller of the household rule agrees with it", () => {
  it("over random households", async () => {
    const candidates = await readCandidates(t.db, userId);
    expect(pool.length).toBeGreaterThan(250);
    await fc.assert(
      fc.asyncProperty(householdArb, async (household) => {
        const limits = compileHousehold(household);
        const expected = new Set(pool.filter((r) => isSafeFor(r.row, limits)).map((r) => r.id));

        expect(await sqlSafeIds(household)).toEqual(expected);

        const ctx = assistantContext({ household, userId });
        expect(new Set(searchPool(pool, ctx, {}, pool.length).map((r) => r.id))).toEqual(expected);

        const planner = input({ recipes: pool.map((r) => r.planner), household: { limits: household, size: 2 } });
        const eligible = new Set(Object.values(eligibleRecipes(planner).byType).flatMap((indices) => indices.map((i) => pool[i]!.id)));
        const withMealType = new Set([...expected].filter((id) => pool.find((r) => r.id === id)!.mealTypes.length > 0));
        expect(eligible).toEqual(withMealType);

        expect(new Set(safeForHousehold(candidates, household).map((c) => c.summary.id))).toEqual(expected);

        // Generation adapts a recipe line by line: one the rule accepts keeps every line.
        const constraints = constraintsFor(household);
        for (const recipe of pool.filter((r) => expected.has(r.id)).slice(0, 40)) {
          const adapted = adaptRecipe(recipe.row, constraints, null);
          expect(adapted.ok, recipe.title).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it("a household that avoids nothing keeps everything", async () => {
    expect((await sqlSafeIds(NO_HOUSEHOLD_LIMITS)).size).toBe(
      (
        await t.db
          .select({ id: recipes.id })
          .from(recipes)
          .where(or(isNull(recipes.userId), eq(recipes.userId, userId)))
      ).length,
    );
  });
});
