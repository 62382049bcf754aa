import { Hono, type Context } from "hono";
import {
  avoidingOf,
  communityListQuerySchema,
  compileHousehold,
  publishInputSchema,
  ratingInputSchema,
  reportInputSchema,
  RECIPES_PER_PAGE,
  type CommunityListResponse,
} from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { householdSafeSql, readHousehold } from "../food";
import { readAuthorPage } from "./author-page";
import { listCommunity } from "./list";
import { publishRecipe, unpublishRecipe } from "./publish";
import { react, type Reaction } from "./ratings";
import { reportRecipe } from "./reports";

/** The viewer's household rule, read once per request: as a filter on `r` and as the card warning on `recipes`. */
async function householdOf(db: Database, userId: string) {
  const limits = compileHousehold({ ...(await readHousehold(db, userId)), dislikes: [] });
  return { limits, filter: householdSafeSql(limits, "r"), warn: householdSafeSql(limits, "recipes") };
}

/** A rating or "I cooked this" by the signed-in member on the recipe in the path. */
function reactTo<E extends AppEnv>(c: Context<E, "/recipes/:id/rating" | "/recipes/:id/cooked">, reaction: Reaction) {
  const { db, now } = c.get("deps");
  return react(db, currentUser(c).id, c.req.param("id"), reaction, now());
}

/** Community recipes: members only (docs/decisions/063). */
export const communityRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/recipes", validate("query", communityListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const household = await householdOf(c.get("deps").db, currentUser(c).id);
    const { total, cards } = await listCommunity(c.get("deps").db, currentUser(c).id, {
      ...query,
      warnUnless: household.warn,
      householdSafe: query.avoidAllergens ? household.filter : null,
    });
    const body: CommunityListResponse = {
      recipes: cards,
      total,
      page: query.page,
      pageSize: RECIPES_PER_PAGE,
      totalPages: Math.max(1, Math.ceil(total / RECIPES_PER_PAGE)),
    };
    return c.json(query.avoidAllergens ? { ...body, avoiding: avoidingOf(household.limits) } : body);
  })
  .get("/authors/:id", async (c) => {
    const household = await householdOf(c.get("deps").db, currentUser(c).id);
    return c.json(await readAuthorPage(c.get("deps").db, currentUser(c).id, c.req.param("id"), household.warn));
  })
  .put("/recipes/:id", validate("json", publishInputSchema), async (c) => {
    const { db, now } = c.get("deps");
    await publishRecipe(db, currentUser(c).id, c.req.param("id"), c.req.valid("json"), now());
    return c.json({ published: true });
  })
  .delete("/recipes/:id", async (c) => {
    const { db, now } = c.get("deps");
    await unpublishRecipe(db, currentUser(c).id, c.req.param("id"), now());
    return c.json({ published: false });
  })
  .put("/recipes/:id/rating", validate("json", ratingInputSchema), async (c) => {
    await reactTo(c, { stars: c.req.valid("json").stars });
    return c.json({ rated: true });
  })
  .post("/recipes/:id/cooked", async (c) => {
    await reactTo(c, "cooked");
    return c.json({ cooked: true });
  })
  .post("/recipes/:id/reports", validate("json", reportInputSchema), async (c) => {
    const { db, now } = c.get("deps");
    await reportRecipe(db, currentUser(c).id, c.req.param("id"), c.req.valid("json"), now());
    return c.json({ reported: true }, 201);
  });
