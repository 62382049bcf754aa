import { strToU8, zipSync } from "fflate";
import { importMessages } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { outboundClientFor } from "../../adapters/http";
import { asJson } from "../../http/cached-json";
import { AppError } from "../../http/errors";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { readHousehold } from "../food";
import { ownRecipeAsSchemaOrg, ownRecipesAsSchemaOrg } from "./export-recipes";
import { importRecipe } from "./import-recipe";
import { countImport } from "./import-limiter";
import { reviewOf } from "./review";
import { exportAllRoute, exportOneRoute, importRoute, reviewRoute } from "./route-specs";

const download = (name: string, type: string) => ({
  "content-type": type,
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "private, no-store",
});

/** Import (a draft, nothing saved), the review's food facts, and export as schema.org. Mounted before /recipes/:id. */
export const recipeImportRoutes = createRouter<AppEnv>()
  .openapi(importRoute, async (c) => {
    const deps = c.get("deps");
    const me = currentUser(c);
    const wait = await countImport(deps, me.id);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new AppError(429, "IMPORT_RATE_LIMITED", importMessages.rateLimited);
    }
    const result = await importRecipe(outboundClientFor(deps.env), c.req.valid("json"));
    const review = reviewOf(
      { title: result.draft.title, ingredients: result.draft.ingredient_lines, servings: result.draft.serving_size },
      await readHousehold(deps.db, me.id),
    );
    return c.json({ ...result, review }, 200);
  })
  .openapi(reviewRoute, async (c) => {
    const input = c.req.valid("json");
    const household = await readHousehold(c.get("deps").db, currentUser(c).id);
    return c.json(reviewOf({ title: input.title, ingredients: input.ingredients, servings: input.serving_size }, household), 200);
  })
  // The files are pretty-printed for people who open them, so they are sent as text, typed as the JSON they hold.
  .openapi(exportAllRoute, async (c) => {
    const { db, env } = c.get("deps");
    const all = await ownRecipesAsSchemaOrg(db, currentUser(c).id, env.appUrl);
    if (c.req.valid("query").format === "zip") {
      const files = Object.fromEntries(
        all.map((r, i) => [`${String(i + 1).padStart(3, "0")}-${slug(String(r.name))}.json`, strToU8(JSON.stringify(r, null, 2))]),
      );
      return c.body(new Uint8Array(zipSync(files)), 200, download("sierra-recipes.zip", "application/zip"));
    }
    return c.body(JSON.stringify({ "@context": "https://schema.org", "@graph": all }, null, 2), 200, download("sierra-recipes.json", "application/ld+json"));
  })
  .openapi(exportOneRoute, async (c) => {
    const { db, env } = c.get("deps");
    const recipe = await ownRecipeAsSchemaOrg(db, currentUser(c).id, c.req.valid("param").id, env.appUrl);
    return asJson<Record<string, unknown>>(c.body(JSON.stringify(recipe, null, 2), 200, download(`${slug(String(recipe.name))}.json`, "application/ld+json")));
  });

const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "recipe";
