import { Hono } from "hono";
import { z } from "zod";
import { addMealSchema, mealPlanMessages, mealPlanQuerySchema, slotParamsSchema, type MealPlanResponse } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { errorBody } from "../../http/errors";
import { sendJsonText } from "../../http/cached-json";
import { addMeal, deletePlan, loadMealPlanJson, removeMeal } from "./service";

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
  .delete("/:id", validate("param", z.object({ id: z.string().uuid("No meal plan available") })), async (c) => {
    await deletePlan(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
    return c.json({ message: mealPlanMessages.deletedDetail });
  });
