import type { Context } from "hono";
import { avoidingOf, compileHousehold, householdConflicts, importMessages, type RecipeListResponse } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { cachedJson, sendCached, sendJsonText } from "../../http/cached-json";
import { CLIENT_IP_HEADER } from "../../auth/auth";
import { addFavorite, removeFavorite } from "./favorites";
import { recipeArtInput, recipeImageSvg } from "./recipe-art/recipe-image";
import { sendSvg } from "../../http/send-svg";
import { householdSafeSql, readHousehold, readHouseholdSize } from "../food";
import { outboundClientFor } from "../../adapters/http";
import { fetchRecipeImage } from "../recipe-import/image/fetch-image";
import { recipeErrors, recipeIdHook } from "./errors";
import { readRecipeImage } from "./recipe-image-store";
import { removeRecipePhoto, setRecipePhoto } from "./photo/photo-service";
import { createRecipe, deleteRecipe, favoriteIds, getRecipe, listCategories, listRecipesJson, updateRecipe } from "./service";
import * as spec from "./route-specs";

const viewerOf = (c: Context<AppEnv>) => c.get("user")?.id ?? null;

export const recipeRoutes = createRouter<AppEnv>()
  // The page is pre-serialised JSON (docs/decisions/043); the document test parses it with its schema.
  .openapi(spec.listRoute, async (c) => {
    const query = c.req.valid("query");
    const viewer = viewerOf(c);
    if (query.favorites && !viewer) throw recipeErrors.favoritesNeedSession();
    const { db, searchGuard, now, catalogue } = c.get("deps");
    // Visitors all get the same answer for the same query: served from the shared cache.
    const shared = viewer === null ? catalogue.responses : null;
    const key = `recipes:${JSON.stringify([query.q ?? "", query.mealType ?? "", query.category ?? "", query.page])}`;
    const hit = shared?.get(key);
    if (hit) return sendCached<RecipeListResponse>(c, hit);
    const startedAt = shared?.begin() ?? 0;
    // A member may leave out what their household's allergies and diets forbid (the one household
    // rule); visitors have none on record. Read after a search is admitted, so a refused search costs no query.
    // A member's cards warn where a recipe goes against the household's allergies or diets.
    const list = async (): Promise<string> => {
      if (!viewer) return listRecipesJson(db, null, query);
      const limits = compileHousehold({ ...(await readHousehold(db, viewer)), dislikes: [] });
      const warnUnless = householdSafeSql(limits, "recipes");
      if (!query.avoidAllergens) return listRecipesJson(db, viewer, { ...query, warnUnless });
      return listRecipesJson(db, viewer, { ...query, warnUnless, householdSafe: householdSafeSql(limits, "r") }, avoidingOf(limits));
    };
    // The page comes as JSON text (service.ts): stored or sent as it is.
    const reply = (page: string) => (shared ? sendCached<RecipeListResponse>(c, shared.set(key, page, startedAt)) : sendJsonText<RecipeListResponse>(c, page));
    if (!query.q) return reply(await list());
    const wait = searchGuard.admit(c.req.header(CLIENT_IP_HEADER) ?? "unknown", now().getTime());
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw recipeErrors.searchRateLimited();
    }
    const page = await searchGuard.run(list);
    if (page === null) throw recipeErrors.searchBusy();
    return reply(page);
  })
  .openapi(spec.categoriesRoute, async (c) => {
    const { db, catalogue } = c.get("deps");
    return cachedJson(c, catalogue.responses, "categories", async () => ({ categories: await listCategories(db) }));
  })
  .openapi(spec.createRecipeRoute, async (c) => {
    const { db, env } = c.get("deps");
    const input = c.req.valid("json");
    // An imported recipe's picture is fetched and checked before the write, then stored with it (docs/decisions/058).
    const image = input.image_url ? await fetchRecipeImage(outboundClientFor(env), input.image_url) : null;
    const recipe = await createRecipe(db, currentUser(c).id, input, image);
    return c.json({ ...recipe, warnings: input.image_url && !image ? [importMessages.imageSkipped] : [] }, 201);
  })
  .openapi(
    spec.imageRoute,
    async (c) => {
      const { db } = c.get("deps");
      const recipe = await getRecipe(db, viewerOf(c), c.req.valid("param").id);
      const image = await readRecipeImage(db, recipe.id);
      if (!image) throw recipeErrors.notFound();
      c.header("x-content-type-options", "nosniff");
      c.header("content-security-policy", "default-src 'none'");
      return c.body(new Uint8Array(image.bytes), 200, { "content-type": image.contentType, "cache-control": "private, max-age=86400" });
    },
    (result, c) => recipeIdHook(result, c),
  )
  .openapi(
    spec.drawnImageRoute,
    async (c) => {
      const recipe = await getRecipe(c.get("deps").db, viewerOf(c), c.req.valid("param").id);
      return sendSvg(c, recipeImageSvg(recipeArtInput(recipe)), recipe.user_id ? "private, max-age=3600" : "public, max-age=86400");
    },
    (result, c) => recipeIdHook(result, c),
  )
  .openapi(
    spec.readRoute,
    async (c) => {
      const { db, catalogue } = c.get("deps");
      const viewer = viewerOf(c);
      const { id } = c.req.valid("param");
      // A visitor can only ever see a catalogue recipe, the same for everyone: shared and cached.
      if (viewer) {
        const [recipe, household, size] = await Promise.all([getRecipe(db, viewer, id), readHousehold(db, viewer), readHouseholdSize(db, viewer)]);
        return c.json({ ...recipe, household_conflicts: householdConflicts(recipe, household), household_size: size }, 200);
      }
      return cachedJson(c, catalogue.responses, `recipe:${id}`, () => getRecipe(db, null, id));
    },
    (result, c) => recipeIdHook(result, c),
  )
  .openapi(
    spec.updateRoute,
    async (c) => {
      const { db, env } = c.get("deps");
      // A new picture address goes through the same client, checks and store as on create (docs/decisions/058).
      const fetchImage = (url: string) => fetchRecipeImage(outboundClientFor(env), url);
      return c.json(await updateRecipe(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"), fetchImage), 200);
    },
    (result, c) => recipeIdHook(result, c),
  )
  .openapi(
    spec.deleteRoute,
    async (c) => {
      await deleteRecipe(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
      return c.json({ deleted: true as const }, 200);
    },
    (result, c) => recipeIdHook(result, c),
  )
  .openapi(
    spec.setPhotoRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      const upload = Buffer.from(await c.req.valid("form").photo.arrayBuffer());
      return c.json(await setRecipePhoto(db, currentUser(c).id, c.req.valid("param").id, upload, now()), 200);
    },
    (result, c) => recipeIdHook(result, c),
  )
  .openapi(
    spec.removePhotoRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      await removeRecipePhoto(db, currentUser(c).id, c.req.valid("param").id, now());
      return c.json({ removed: true as const }, 200);
    },
    (result, c) => recipeIdHook(result, c),
  );

export const favoriteRoutes = createRouter<AppEnv>()
  .openapi(spec.favoriteIdsRoute, async (c) => c.json({ recipeIds: await favoriteIds(c.get("deps").db, currentUser(c).id) }, 200))
  .openapi(spec.addFavoriteRoute, async (c) => {
    const { recipeId } = c.req.valid("json");
    await addFavorite(c.get("deps").db, currentUser(c).id, recipeId);
    return c.json({ recipeId }, 201);
  })
  .openapi(spec.removeFavoriteRoute, async (c) => {
    await removeFavorite(c.get("deps").db, currentUser(c).id, c.req.valid("param").recipeId);
    return c.json({ removed: true as const }, 200);
  });
