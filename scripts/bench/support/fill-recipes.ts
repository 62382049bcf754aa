import { sql } from "drizzle-orm";
import type { Database } from "../../../apps/server/src/db/client";

const PREFIXES = [
  "Smoky",
  "Weeknight",
  "Grandma's",
  "Spicy",
  "Quick",
  "Crispy",
  "Herby",
  "Golden",
  "Rustic",
  "Zesty",
  "Hearty",
  "Bright",
  "Slow-Cooked",
  "Charred",
  "Creamy",
  "Light",
  "Summer",
  "Winter",
  "Harvest",
  "Sunday",
];
const SUFFIXES = ["for Two", "with Greens", "Bowl", "with Herbs", "Tray Bake", "with Lemon", "with Chili Oil", "Family Style", "with Garlic Bread", "Remix"];

/**
 * Fills the scratch database up to `target` recipes by varying the catalogue
 * (names, owners' visibility, dates) inside the database, in batches.
 */
export async function fillRecipes(db: Database, target: number): Promise<number> {
  const [{ n: existing } = { n: 0 }] = (await db.execute(sql`select count(*)::int as n from recipes`)).rows as { n: number }[];
  let count = existing;
  const prefixes = sql.raw(`array[${PREFIXES.map((p) => `'${p.replace(/'/g, "''")}'`).join(",")}]`);
  const suffixes = sql.raw(`array[${SUFFIXES.map((s) => `'${s}'`).join(",")}]`);
  while (count < target) {
    const batch = Math.min(10_000, target - count);
    await db.execute(sql`
      insert into recipes (title, description, ingredients, steps, nutrition, nutrition_coverage, complexity, categories, cuisine,
        serving_size, prep_time, cook_time, dietary_tags, attribution, source, search_text, created_at)
      with cat as (select row_number() over (order by slug) - 1 as k, count(*) over () as n, * from recipes where slug is not null)
      select (${prefixes})[1 + (g % 20)] || ' ' || r.title || ' ' || (${suffixes})[1 + ((g / 20) % 10)],
        r.description, r.ingredients, r.steps, r.nutrition, r.nutrition_coverage, r.complexity, r.categories, r.cuisine,
        r.serving_size, r.prep_time, r.cook_time, r.dietary_tags, r.attribution, 'synthetic benchmark data', r.search_text,
        now() - (g || ' minutes')::interval
      from generate_series(${count}::int, ${count + batch - 1}::int) g
      join cat r on r.k = g % r.n`);
    count += batch;
  }
  await db.execute(sql`analyze recipes`);
  await db.execute(sql`analyze recipe_search`);
  return count;
}
