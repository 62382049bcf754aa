import { createRoute } from "@hono/zod-openapi";
import {
  cookableResponseSchema,
  cookedMealSchema,
  cookedMealsResponseSchema,
  cookedRangeSchema,
  cookedUndoneSchema,
  coverageQuerySchema,
  coverageResponseSchema,
  idParamSchema,
  kitchenMessages,
  leftoversRequestSchema,
  leftoversResponseSchema,
  pantryItemInputSchema,
  pantryItemSchema,
  pantryItemUpdateSchema,
  pantryResponseSchema,
  pantrySyncSchema,
  removedSchema,
  slotParamsSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, eventStreamContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/pantry as declared in the OpenAPI document; routes.ts implements them. */
const base = { tags: ["Pantry"], middleware: [requireUser] };
const { 400: invalid, 401: signedOut } = commonErrors;
const itemId = idParamSchema(kitchenMessages.itemNotFound);
const itemNotFound = errorContent("No such item in this member's pantry (NOT_FOUND).");

export const readPantry = createRoute({
  ...base,
  method: "get",
  path: "/",
  summary: "The member's pantry, each item's freshness judged on the member's today",
  responses: { 200: jsonContent(pantryResponseSchema, "The pantry and its version."), 401: signedOut },
});

export const pantryEvents = createRoute({
  ...base,
  method: "get",
  path: "/events",
  summary: "A stream announcing each change to the pantry, from any device (docs/decisions/062)",
  responses: {
    200: eventStreamContent(
      "The stream, open until the client leaves.",
      'Event `ready` with `{}` once open; then `change` with `{"version": n}` per change, or `{"resync": true}` after missed ones; `: keep-alive` comments between.',
    ),
    401: signedOut,
  },
});

export const syncPantryRoute = createRoute({
  ...base,
  method: "post",
  path: "/sync",
  summary: "A device's queued changes to the pantry, offline or not, in its own order",
  request: { body: jsonBody(pantrySyncSchema) },
  responses: { 200: jsonContent(pantryResponseSchema, "The pantry after the changes."), 400: invalid, 401: signedOut },
});

export const addItem = createRoute({
  ...base,
  method: "post",
  path: "/items",
  summary: "Add an item to the pantry",
  request: { body: jsonBody(pantryItemInputSchema) },
  responses: { 201: jsonContent(pantryItemSchema, "The item added."), 400: invalid, 401: signedOut },
});

export const updateItem = createRoute({
  ...base,
  method: "patch",
  path: "/items/{id}",
  summary: "Change a pantry item",
  request: { params: itemId, body: jsonBody(pantryItemUpdateSchema) },
  responses: { 200: jsonContent(pantryItemSchema, "The item as saved."), 400: invalid, 401: signedOut, 404: itemNotFound },
});

export const deleteItem = createRoute({
  ...base,
  method: "delete",
  path: "/items/{id}",
  summary: "Remove a pantry item",
  request: { params: itemId },
  responses: { 200: jsonContent(removedSchema, "Removed."), 400: invalid, 401: signedOut, 404: itemNotFound },
});

export const readCoverage = createRoute({
  ...base,
  method: "get",
  path: "/coverage",
  summary: "How many of each recipe's ingredients are at home",
  request: { query: coverageQuerySchema },
  responses: { 200: jsonContent(coverageResponseSchema, "Per recipe id, the ingredients at home and in all."), 400: invalid, 401: signedOut },
});

export const readCookable = createRoute({
  ...base,
  method: "get",
  path: "/cookable",
  summary: "Recipes the member can cook with what is at home",
  responses: { 200: jsonContent(cookableResponseSchema, "The recipes, each with its coverage."), 401: signedOut },
});

export const suggestLeftovers = createRoute({
  ...base,
  method: "post",
  path: "/leftovers",
  summary: "Recipes that use up leftovers typed in, or the pantry's use-soon items",
  request: { body: jsonBody(leftoversRequestSchema) },
  responses: { 200: jsonContent(leftoversResponseSchema, "The leftovers as understood and the suggestions."), 400: invalid, 401: signedOut },
});

export const listCookedRoute = createRoute({
  ...base,
  method: "get",
  path: "/cooked",
  summary: "The meals marked as cooked in a range of dates",
  request: { query: cookedRangeSchema },
  responses: { 200: jsonContent(cookedMealsResponseSchema, "The cooked meals."), 400: invalid, 401: signedOut },
});

export const markCookedRoute = createRoute({
  ...base,
  method: "post",
  path: "/cooked/{date}/{mealType}",
  summary: "Mark a planned meal as cooked: its ingredients come off the pantry",
  request: { params: slotParamsSchema },
  responses: {
    201: jsonContent(cookedMealSchema, "Marked; what was lowered, so it can be undone."),
    400: invalid,
    401: signedOut,
    404: errorContent("No meal is planned in this slot (NO_MEAL)."),
    409: errorContent("The meal is already marked as cooked (ALREADY_COOKED)."),
    422: errorContent("The meal has no recipe to cook (NO_RECIPE)."),
  },
});

export const undoCookedRoute = createRoute({
  ...base,
  method: "delete",
  path: "/cooked/{date}/{mealType}",
  summary: "Undo 'cooked': what it took off the pantry goes back",
  request: { params: slotParamsSchema },
  responses: {
    200: jsonContent(cookedUndoneSchema, "Undone."),
    400: invalid,
    401: signedOut,
    404: errorContent("The meal is not marked as cooked (NOT_COOKED)."),
  },
});
