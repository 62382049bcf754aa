import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { sendJsonText } from "../../http/cached-json";
import type { MealPlanResponse } from "@sierra/shared";
import { addMeal, deletePlan, loadMealPlanJson, removeMeal } from "./service";
import { deletePeriod, restorePeriod } from "./delete-period";
import { deletePlanRoute, deletePeriodRoute, putMeal, readPlan, removeSlot, restoreRoute } from "./route-specs";
import { mealPlanMessages } from "@sierra/shared";

export const mealPlanRoutes = createRouter<AppEnv>()
  // The view is serialised once per change (docs/decisions/025); its schema is checked in the tests.
  .openapi(readPlan, async (c) => {
    const { db, caches, now } = c.get("deps");
    const { view, date } = c.req.valid("query");
    return sendJsonText<MealPlanResponse>(c, await loadMealPlanJson(db, caches.planViews, currentUser(c).id, view, date, now()));
  })
  .openapi(putMeal, async (c) => {
    const { db, now } = c.get("deps");
    return c.json({ meal: await addMeal(db, currentUser(c).id, c.req.valid("param"), c.req.valid("json"), now()) }, 200);
  })
  .openapi(removeSlot, async (c) => {
    await removeMeal(c.get("deps").db, currentUser(c).id, c.req.valid("param"));
    return c.json({ removed: true as const }, 200);
  })
  // The calendar's "Delete plan": the meals of the day, week or month on screen (docs/decisions/047).
  .openapi(deletePeriodRoute, async (c) => {
    const { db, now } = c.get("deps");
    const { view, date } = c.req.valid("query");
    return c.json(await deletePeriod(db, currentUser(c).id, view, date, now()), 200);
  })
  .openapi(restoreRoute, async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await restorePeriod(db, currentUser(c).id, c.req.valid("json").undoId, now()), 200);
  })
  .openapi(deletePlanRoute, async (c) => {
    await deletePlan(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: mealPlanMessages.deletedDetail }, 200);
  });
