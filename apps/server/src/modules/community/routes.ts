import type { Context } from "hono";
import { avoidingOf, compileHousehold, RECIPES_PER_PAGE, type CommunityListResponse } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import type { Database } from "../../db/client";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { householdSafeSql, readHousehold } from "../food";
import { readAuthorPage } from "./author-page";
import { badAuthorId, badRecipeId } from "./errors";
import { listCommunity } from "./list";
import { publishRecipe, unpublishRecipe } from "./publish";
import { react, type Reaction } from "./ratings";
import { reportRecipe } from "./reports";
import * as spec from "./route-specs";

/** The viewer's household rule, read once per request: as a filter on `r` and as the card warning on `recipes`. */
async function householdOf(db: Database, userId: string) {
  const limits = compileHousehold({ ...(await readHousehold(db, userId)), dislikes: [] });
  return { limits, filter: householdSafeSql(limits, "r"), warn: householdSafeSql(limits, "recipes") };
}

/** A rating or "I cooked this" by the signed-in member on the recipe in the path. */
function reactTo(c: Context<AppEnv>, recipeId: string, reaction: Reaction) {
  const { db, now } = c.get("deps");
  return react(db, currentUser(c).id, recipeId, reaction, now());
}

/** Community recipes: members only (docs/decisions/063). */
export const communityRoutes = createRouter<AppEnv>()
  .openapi(spec.listRoute, async (c) => {
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
    return c.json(query.avoidAllergens ? { ...body, avoiding: avoidingOf(household.limits) } : body, 200);
  })
  .openapi(
    spec.authorRoute,
    async (c) => {
      const household = await householdOf(c.get("deps").db, currentUser(c).id);
      return c.json(await readAuthorPage(c.get("deps").db, currentUser(c).id, c.req.valid("param").id, household.warn), 200);
    },
    (result) => badAuthorId(result),
  )
  .openapi(
    spec.publishRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      await publishRecipe(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"), now());
      return c.json({ published: true }, 200);
    },
    (result, c) => badRecipeId(result, c),
  )
  .openapi(
    spec.unpublishRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      await unpublishRecipe(db, currentUser(c).id, c.req.valid("param").id, now());
      return c.json({ published: false }, 200);
    },
    (result, c) => badRecipeId(result, c),
  )
  .openapi(
    spec.rateRoute,
    async (c) => {
      await reactTo(c, c.req.valid("param").id, { stars: c.req.valid("json").stars });
      return c.json({ rated: true as const }, 200);
    },
    (result, c) => badRecipeId(result, c),
  )
  .openapi(
    spec.cookedRoute,
    async (c) => {
      await reactTo(c, c.req.valid("param").id, "cooked");
      return c.json({ cooked: true as const }, 200);
    },
    (result, c) => badRecipeId(result, c),
  )
  .openapi(
    spec.reportRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      await reportRecipe(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"), now());
      return c.json({ reported: true as const }, 201);
    },
    (result, c) => badRecipeId(result, c),
  );
