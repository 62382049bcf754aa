import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { dismissReports, setHidden, setSuspended } from "./moderation";
import { reviewQueue } from "./reports";
import { badAuthorId, badRecipeId } from "./errors";
import * as spec from "./route-specs";

/** The Admin Dashboard's community review queue and its decisions (admins and super admins). */
export const communityAdminRoutes = createRouter<AppEnv>()
  .openapi(spec.reviewQueueRoute, async (c) => c.json({ items: await reviewQueue(c.get("deps").db) }, 200))
  .openapi(
    spec.hideRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      await setHidden(db, currentUser(c).id, c.req.valid("param").id, true, c.req.valid("json").note, now());
      return c.json({ hidden: true }, 200);
    },
    (result, c) => badRecipeId(result, c),
  )
  .openapi(
    spec.restoreRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      await setHidden(db, currentUser(c).id, c.req.valid("param").id, false, "", now());
      return c.json({ hidden: false }, 200);
    },
    (result, c) => badRecipeId(result, c),
  )
  .openapi(
    spec.dismissRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      await dismissReports(db, currentUser(c).id, c.req.valid("param").id, now());
      return c.json({ dismissed: true as const }, 200);
    },
    (result, c) => badRecipeId(result, c),
  )
  .openapi(
    spec.suspendRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      await setSuspended(db, currentUser(c).id, c.req.valid("param").id, true, now());
      return c.json({ suspended: true }, 200);
    },
    (result) => badAuthorId(result),
  )
  .openapi(
    spec.reinstateRoute,
    async (c) => {
      const { db, now } = c.get("deps");
      await setSuspended(db, currentUser(c).id, c.req.valid("param").id, false, now());
      return c.json({ suspended: false }, 200);
    },
    (result) => badAuthorId(result),
  );
