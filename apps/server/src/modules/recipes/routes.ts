import { Hono, type Context } from "hono";
import { allergenCheck, favoriteInputSchema, favoriteMessages, recipeInputSchema, recipeListQuerySchema, type RecipeListResponse } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { errorBody } from "../../http/errors";
import { cachedJson, sendCached, sendJsonText } from "../../http/cached-json";
import { CLIENT_IP_HEADER } from "../../auth/auth";
import { addFavorite, removeFavorite } from "./favorites";
import { recipeArtInput, recipeImageSvg } from "./recipe-art/recipe-image";
import { sendSvg } from "../../http/send-svg";
import { readPreferences } from "../profile/preferences";
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
    // A member may ask to leave out recipes with their allergens; visitors have none on record.
    // Read after a search is admitted, so a refused search costs no query.
    const list = async (): Promise<string> => {
      if (!viewer || !query.avoidAllergens) return listRecipesJson(db, viewer, query);
      const avoiding = allergenCheck((await readPreferences(db, viewer)).allergies);
      return listRecipesJson(db, viewer, { ...query, requiredTags: avoiding.requiredTags }, avoiding);
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
  .post("/", requireUser, validate("json", recipeInputSchema), async (c) =>
    c.json(await createRecipe(c.get("deps").db, currentUser(c).id, c.req.valid("json")), 201),
  )
  .get("/:id/image.svg", async (c) => {
    const recipe = await getRecipe(c.get("deps").db, viewerOf(c), c.req.param("id"));
    return sendSvg(c, recipeImageSvg(recipeArtInput(recipe)), recipe.user_id ? "private, max-age=3600" : "public, max-age=86400");
  })
  .get("/:id", async (c) => {
    const { db, catalogue } = c.get("deps");
    const viewer = viewerOf(c);
    const id = c.req.param("id");
    // A visitor can only ever see a catalogue recipe, the same for everyone: shared and cached.
    if (viewer) return c.json(await getRecipe(db, viewer, id));
    return cachedJson(c, catalogue.responses, `recipe:${id}`, () => getRecipe(db, null, id));
  })
  .put("/:id", requireUser, validate("json", recipeInputSchema), async (c) => {
    return c.json(await updateRecipe(c.get("deps").db, currentUser(c).id, c.req.param("id"), c.req.valid("json")));
  })
  .delete("/:id", requireUser, async (c) => {
    await deleteRecipe(c.get("deps").db, currentUser(c).id, c.req.param("id"));
    return c.json({ deleted: true });
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
