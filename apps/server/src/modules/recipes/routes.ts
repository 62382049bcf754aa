import { Hono, type Context } from "hono";
import {
  avoidingOf,
  compileHousehold,
  favoriteInputSchema,
  householdConflicts,
  favoriteMessages,
  importMessages,
  photoInputSchema,
  recipeInputSchema,
  recipeListQuerySchema,
  type RecipeListResponse,
} from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { errorBody } from "../../http/errors";
import { cachedJson, sendCached, sendJsonText } from "../../http/cached-json";
import { CLIENT_IP_HEADER } from "../../auth/auth";
import { addFavorite, removeFavorite } from "./favorites";
import { recipeArtInput, recipeImageSvg } from "./recipe-art/recipe-image";
import { sendSvg } from "../../http/send-svg";
import { householdSafeSql, readHousehold, readHouseholdSize } from "../food";
import { outboundClientFor } from "../../adapters/http";
import { fetchRecipeImage } from "../recipe-import/image/fetch-image";
import { recipeErrors } from "./errors";
import { readRecipeImage } from "./recipe-image-store";
import { removeRecipePhoto, setRecipePhoto } from "./photo/photo-service";
import { createRecipe, deleteRecipe, favoriteIds, getRecipe, listCategories, listRecipesJson, updateRecipe } from "./service";

const viewerOf = (c: Context<AppEnv>) => c.get("user")?.id ?? null;

export const recipeRoutes = new Hono<AppEnv>()
  .get("/", validate("query", recipeListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const viewer = viewerOf(c);
    if (query.favorites && !viewer) return c.json({ message: favoriteMessages.notAuthenticated }, 401);
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
      return c.json(errorBody("RATE_LIMITED", "Too many searches. Please wait a moment and try again."), 429);
    }
    const page = await searchGuard.run(list);
    if (page === null) return c.json(errorBody("BUSY", "Search is busy right now. Please try again in a moment."), 503);
    return reply(page);
  })
  .get("/categories", async (c) => {
    const { db, catalogue } = c.get("deps");
    return cachedJson(c, catalogue.responses, "categories", async () => ({ categories: await listCategories(db) }));
  })
  .post("/", requireUser, validate("json", recipeInputSchema), async (c) => {
    const { db, env } = c.get("deps");
    const input = c.req.valid("json");
    // An imported recipe's picture is fetched and checked before the write, then stored with it (docs/decisions/058).
    const image = input.image_url ? await fetchRecipeImage(outboundClientFor(env), input.image_url) : null;
    const recipe = await createRecipe(db, currentUser(c).id, input, image);
    return c.json({ ...recipe, warnings: input.image_url && !image ? [importMessages.imageSkipped] : [] }, 201);
  })
  .get("/:id/image", async (c) => {
    const { db } = c.get("deps");
    const recipe = await getRecipe(db, viewerOf(c), c.req.param("id"));
    const image = await readRecipeImage(db, recipe.id);
    if (!image) throw recipeErrors.notFound();
    c.header("x-content-type-options", "nosniff");
    c.header("content-security-policy", "default-src 'none'");
    return c.body(new Uint8Array(image.bytes), 200, { "content-type": image.contentType, "cache-control": "private, max-age=86400" });
  })
  .get("/:id/image.svg", async (c) => {
    const recipe = await getRecipe(c.get("deps").db, viewerOf(c), c.req.param("id"));
    return sendSvg(c, recipeImageSvg(recipeArtInput(recipe)), recipe.user_id ? "private, max-age=3600" : "public, max-age=86400");
  })
  .get("/:id", async (c) => {
    const { db, catalogue } = c.get("deps");
    const viewer = viewerOf(c);
    const id = c.req.param("id");
    // A visitor can only ever see a catalogue recipe, the same for everyone: shared and cached.
    if (viewer) {
      const [recipe, household, size] = await Promise.all([getRecipe(db, viewer, id), readHousehold(db, viewer), readHouseholdSize(db, viewer)]);
      return c.json({ ...recipe, household_conflicts: householdConflicts(recipe, household), household_size: size });
    }
    return cachedJson(c, catalogue.responses, `recipe:${id}`, () => getRecipe(db, null, id));
  })
  .put("/:id", requireUser, validate("json", recipeInputSchema), async (c) => {
    const { db, env } = c.get("deps");
    // A new picture address goes through the same client, checks and store as on create (docs/decisions/058).
    const fetchImage = (url: string) => fetchRecipeImage(outboundClientFor(env), url);
    return c.json(await updateRecipe(db, currentUser(c).id, c.req.param("id"), c.req.valid("json"), fetchImage));
  })
  .delete("/:id", requireUser, async (c) => {
    await deleteRecipe(c.get("deps").db, currentUser(c).id, c.req.param("id"));
    return c.json({ deleted: true });
  })
  .put("/:id/photo", requireUser, validate("form", photoInputSchema), async (c) => {
    const { db, now } = c.get("deps");
    const upload = Buffer.from(await c.req.valid("form").photo.arrayBuffer());
    return c.json(await setRecipePhoto(db, currentUser(c).id, c.req.param("id"), upload, now()));
  })
  .delete("/:id/photo", requireUser, async (c) => {
    const { db, now } = c.get("deps");
    await removeRecipePhoto(db, currentUser(c).id, c.req.param("id"), now());
    return c.json({ removed: true });
  });

export const favoriteRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ recipeIds: await favoriteIds(c.get("deps").db, currentUser(c).id) }))
  .post("/", validate("json", favoriteInputSchema), async (c) => {
    const { recipeId } = c.req.valid("json");
    const result = await addFavorite(c.get("deps").db, currentUser(c).id, recipeId);
    if (result === "duplicate") return c.json(errorBody("23505", favoriteMessages.duplicate), 409);
    return c.json({ recipeId }, 201);
  })
  .delete("/:recipeId", validate("param", favoriteInputSchema), async (c) => {
    const removed = await removeFavorite(c.get("deps").db, currentUser(c).id, c.req.valid("param").recipeId);
    return removed ? c.json({ removed: true }) : c.json(errorBody("NOT_FOUND", "Recipe is not in favorites"), 404);
  });
