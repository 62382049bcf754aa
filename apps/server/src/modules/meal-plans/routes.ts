import { Hono } from "hono";
import { z } from "zod";
import {
  addMealSchema,
  deletePeriodSchema,
  mealPlanMessages,
  mealPlanQuerySchema,
  restorePeriodSchema,
  slotParamsSchema,
  type MealPlanResponse,
} from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { errorBody } from "../../http/errors";
import { sendJsonText } from "../../http/cached-json";
import { addMeal, deletePlan, loadMealPlanJson, removeMeal } from "./service";
import { deletePeriod, restorePeriod } from "./delete-period";

export const mealPlanRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", validate("query", mealPlanQuerySchema), async (c) => {
    const { db, caches, now } = c.get("deps");
    const { view, date } = c.req.valid("query");
    try {
      return sendJsonText<MealPlanResponse>(c, await loadMealPlanJson(db, caches.planViews, currentUser(c).id, view, date, now()));
    } catch (error) {
      // Whatever failed, the calendar shows the spec's text for a failed load.
      console.error("meal plan load failed", error);
      return c.json(errorBody("LOAD_FAILED", mealPlanMessages.loadFailed), 500);
    }
  })
  .put("/slots/:date/:mealType", validate("param", slotParamsSchema), validate("json", addMealSchema), async (c) => {
    const { db, now } = c.get("deps");
    return c.json({ meal: await addMeal(db, currentUser(c).id, c.req.valid("param"), c.req.valid("json"), now()) });
  })
  .delete("/slots/:date/:mealType", validate("param", slotParamsSchema), async (c) => {
    await removeMeal(c.get("deps").db, currentUser(c).id, c.req.valid("param"));
    return c.json({ removed: true });
  })
  // The calendar's "Delete plan": the meals of the day, week or month on screen (docs/decisions/047).
  .delete("/", validate("query", deletePeriodSchema), async (c) => {
    const { db, now } = c.get("deps");
    const { view, date } = c.req.valid("query");
    return c.json(await deletePeriod(db, currentUser(c).id, view, date, now()));
  })
  .post("/restore", validate("json", restorePeriodSchema), async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await restorePeriod(db, currentUser(c).id, c.req.valid("json").undoId, now()));
  })
  .delete("/:id", validate("param", z.object({ id: z.string().uuid("No meal plan available") })), async (c) => {
    await deletePlan(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: mealPlanMessages.deletedDetail });
  });
