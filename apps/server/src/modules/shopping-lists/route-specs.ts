import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  doneShoppingResponseSchema,
  idParamSchema,
  kitchenMessages,
  listItemInputSchema,
  listItemParamsSchema,
  listItemUpdateSchema,
  listReadQuerySchema,
  listSyncSchema,
  MAX_LIST_ITEMS,
  removedSchema,
  shoppingListCreateSchema,
  shoppingListDetailSchema,
  shoppingListItemSchema,
  shoppingListRenameSchema,
  shoppingListsResponseSchema,
  shoppingListUnchangedSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, eventStreamContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/shopping-lists as declared in the OpenAPI document; routes.ts implements them. */
const base = { tags: ["Shopping lists"], middleware: [requireUser] };
const { 400: invalid, 401: signedOut } = commonErrors;
const listId = idParamSchema(kitchenMessages.listNotFound);
const listNotFound = errorContent("No such list among this member's (NOT_FOUND).");
const listFull = errorContent(`The list already holds ${MAX_LIST_ITEMS} items, its most (LIST_FULL).`);
const listErrors = { 400: invalid, 401: signedOut, 404: listNotFound };

export const listLists = createRoute({
  ...base,
  method: "get",
  path: "/",
  summary: "The member's shopping lists, without their items",
  responses: { 200: jsonContent(shoppingListsResponseSchema, "The lists."), 401: signedOut },
});

export const createListRoute = createRoute({
  ...base,
  method: "post",
  path: "/",
  summary: "Make a list from the meal plan of a range of dates (default: the next 7 days)",
  request: { body: jsonBody(shoppingListCreateSchema) },
  responses: {
    201: jsonContent(shoppingListDetailSchema, "The new list with its items."),
    400: errorContent("The body failed its schema, or the range (a default end included) is backwards or too long (VALIDATION_FAILED)."),
    401: signedOut,
  },
});

export const listEvents = createRoute({
  ...base,
  method: "get",
  path: "/events",
  summary: "A stream announcing each change to one of the member's lists, from any device",
  responses: {
    200: eventStreamContent(
      "The stream, open until the client leaves.",
      'Event `ready` with `{}` once open; then `change` with `{"listId", "version"}` per change, or `{"resync": true}` after missed ones; `: keep-alive` comments between.',
    ),
    401: signedOut,
  },
});

export const readListRoute = createRoute({
  ...base,
  method: "get",
  path: "/{id}",
  summary: "A list with its items; with `since`, only whether it changed",
  request: { params: listId, query: listReadQuerySchema },
  responses: {
    200: jsonContent(
      z.union([shoppingListDetailSchema, shoppingListUnchangedSchema]),
      "The list, or `{unchanged: true, version}` when `since` is its version.",
    ),
    ...listErrors,
  },
});

export const renameListRoute = createRoute({
  ...base,
  method: "patch",
  path: "/{id}",
  summary: "Rename a list",
  request: { params: listId, body: jsonBody(shoppingListRenameSchema) },
  responses: { 200: jsonContent(shoppingListDetailSchema, "The list as saved."), ...listErrors },
});

export const deleteListRoute = createRoute({
  ...base,
  method: "delete",
  path: "/{id}",
  summary: "Delete a list",
  request: { params: listId },
  responses: { 200: jsonContent(removedSchema, "Removed."), ...listErrors },
});

export const regenerateListRoute = createRoute({
  ...base,
  method: "post",
  path: "/{id}/regenerate",
  summary: "After the plan changed: make the generated lines again; checked and hand-added items stay",
  request: { params: listId },
  responses: { 200: jsonContent(shoppingListDetailSchema, "The list as regenerated."), ...listErrors },
});

export const doneShoppingRoute = createRoute({
  ...base,
  method: "post",
  path: "/{id}/done",
  summary: "Done shopping: the checked items go into the pantry and off the list",
  request: { params: listId },
  responses: { 200: jsonContent(doneShoppingResponseSchema, "How many items moved, and the list after."), ...listErrors },
});

export const syncListRoute = createRoute({
  ...base,
  method: "post",
  path: "/{id}/sync",
  summary: "A device's queued changes to a list, offline or not, in its own order",
  request: { params: listId, body: jsonBody(listSyncSchema) },
  responses: { 200: jsonContent(shoppingListDetailSchema, "The list after the changes."), ...listErrors, 422: listFull },
});

export const addListItemRoute = createRoute({
  ...base,
  method: "post",
  path: "/{id}/items",
  summary: "Add an item to a list by hand",
  request: { params: listId, body: jsonBody(listItemInputSchema) },
  responses: { 201: jsonContent(shoppingListItemSchema, "The item added."), ...listErrors, 422: listFull },
});

const itemErrors = { ...listErrors, 404: errorContent("No such list among this member's, or no such item on it (NOT_FOUND).") };

export const checkListItemRoute = createRoute({
  ...base,
  method: "patch",
  path: "/{id}/items/{itemId}",
  summary: "Check or uncheck an item",
  request: { params: listItemParamsSchema, body: jsonBody(listItemUpdateSchema) },
  responses: { 200: jsonContent(shoppingListItemSchema, "The item as saved."), ...itemErrors },
});

export const deleteListItemRoute = createRoute({
  ...base,
  method: "delete",
  path: "/{id}/items/{itemId}",
  summary: "Remove an item from a list",
  request: { params: listItemParamsSchema },
  responses: { 200: jsonContent(removedSchema, "Removed."), ...itemErrors },
});
