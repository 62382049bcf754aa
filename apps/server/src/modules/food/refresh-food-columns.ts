import { eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recipes } from "../../db/schema";
import { storedFoodColumns } from "./food-columns";
import { FOOD_KNOWLEDGE_VERSION } from "./knowledge-version";

/**
 * Rewrites the food columns of every recipe an older knowledge read, after the food knowledge
 * changed. Run after start-up, not before listening: until a row is refreshed the household
 * filter treats it as unsafe (household-sql.ts), so nothing unsafe is shown meanwhile. Reads in
 * pages and yields between recipes, so requests arriving meanwhile wait for one recipe.
 */
export async function refreshFoodColumns(db: Database, pageSize = 200): Promise<{ updated: number }> {
  let updated = 0;
  for (;;) {
    const page = await db
      .select({ id: recipes.id, title: recipes.title, ingredients: recipes.ingredients })
      .from(recipes)
      .where(ne(recipes.foodVersion, FOOD_KNOWLEDGE_VERSION))
      .limit(pageSize);
    if (page.length === 0) return { updated };
    for (const row of page) {
      await new Promise((resolve) => setImmediate(resolve));
      await db.update(recipes).set(storedFoodColumns(row)).where(eq(recipes.id, row.id));
      updated += 1;
    }
  }
}
