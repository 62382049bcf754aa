import { createRoute } from "@hono/zod-openapi";
import {
  addMealSchema,
  addedMealSchema,
  deletePeriodSchema,
  deletedPeriodSchema,
  deletedPlanSchema,
  mealPlanQuerySchema,
  mealPlanResponseSchema,
  planIdParamSchema,
  restorePeriodSchema,
  restoredPeriodSchema,
  removedSchema,
  slotParamsSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/meal-plans as declared in the OpenAPI document; routes.ts implements them. */
const base = { tags: ["Meal plans"], middleware: [requireUser] };
const errors = { 400: commonErrors[400], 401: commonErrors[401], 404: errorContent("No such plan, slot or recipe for this user.") };

export const readPlan = createRoute({
  ...base,
  method: "get",
  path: "/",
  summary: "The meals of the day, week or month around a date",
  request: { query: mealPlanQuerySchema },
  responses: { 200: jsonContent(mealPlanResponseSchema, "The plan and its slots."), ...errors, 500: commonErrors[500] },
});

export const putMeal = createRoute({
  ...base,
  method: "put",
  path: "/slots/{date}/{mealType}",
  summary: "Plan a recipe in a slot",
  request: { params: slotParamsSchema, body: jsonBody(addMealSchema) },
  responses: {
    200: jsonContent(addedMealSchema, "The planned meal."),
    ...errors,
    403: errorContent("The plan does not include this meal type."),
    422: errorContent("The slot can no longer change."),
  },
});

export const removeSlot = createRoute({
  ...base,
  method: "delete",
  path: "/slots/{date}/{mealType}",
  summary: "Empty a slot",
  request: { params: slotParamsSchema },
  responses: {
    200: jsonContent(removedSchema, "Removed."),
    ...errors,
    403: errorContent("The plan does not include this meal type."),
    422: errorContent("The slot can no longer change."),
  },
});

export const deletePeriodRoute = createRoute({
  ...base,
  method: "delete",
  path: "/",
  summary: "Delete the meals of the day, week or month on screen",
  request: { query: deletePeriodSchema },
  responses: { 200: jsonContent(deletedPeriodSchema, "What was removed, and how to undo it."), ...errors },
});

export const restoreRoute = createRoute({
  ...base,
  method: "post",
  path: "/restore",
  summary: "Undo a delete while its undo lasts",
  request: { body: jsonBody(restorePeriodSchema) },
  responses: { 200: jsonContent(restoredPeriodSchema, "Meals put back."), ...errors },
});

export const deletePlanRoute = createRoute({
  ...base,
  method: "delete",
  path: "/{id}",
  summary: "Delete a whole plan",
  request: { params: planIdParamSchema },
  responses: { 200: jsonContent(deletedPlanSchema, "Deleted."), ...errors },
});
