import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  favoriteAddedSchema,
  favoriteIdsSchema,
  favoriteInputSchema,
  photoInputSchema,
  recipeCategoriesSchema,
  recipeDeletedSchema,
  recipeDetailSchema,
  recipeIdParamSchema,
  recipeInputSchema,
  recipeListQuerySchema,
  recipeListResponseSchema,
  recipePhotoSchema,
  removedSchema,
  savedRecipeSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/recipes and /api/favorites as declared in the OpenAPI document; routes.ts implements them. */
const recipes = { tags: ["Recipes"] };
const member = { ...recipes, middleware: [requireUser] };
const badId = errorContent("Not a recipe id (INVALID_ID), or a recipe still being generated (PLACEHOLDER).");
const notFound = errorContent("No such recipe, or another member's private one.");
const notYours = errorContent("A catalogue recipe: nobody edits it (PERMISSION_DENIED).");
const notModified = { description: "The copy the client holds (If-None-Match) is current." };

export const listRoute = createRoute({
  ...recipes,
  method: "get",
  path: "/",
  summary: "Search and list recipes: the catalogue, the member's own and their favourites",
  request: { query: recipeListQuerySchema },
  responses: {
    200: jsonContent(recipeListResponseSchema, "A page of recipe cards."),
    304: notModified,
    400: commonErrors[400],
    401: errorContent("favorites=true without a session."),
    429: errorContent("Too many searches from this client (RATE_LIMITED); Retry-After says how long to wait."),
    503: errorContent("Too many searches waiting (BUSY)."),
  },
});

export const categoriesRoute = createRoute({
  ...recipes,
  method: "get",
  path: "/categories",
  summary: "The categories recipes are filed under",
  responses: { 200: jsonContent(recipeCategoriesSchema, "Every category."), 304: notModified },
});

export const createRecipeRoute = createRoute({
  ...member,
  method: "post",
  path: "/",
  summary: "Add a recipe of the member's own",
  request: { body: jsonBody(recipeInputSchema) },
  responses: {
    201: jsonContent(savedRecipeSchema, "The recipe, and what of it could not be used."),
    400: errorContent("The recipe did not pass its schema (with its issues), or a dietary tag its ingredients break (DIETARY_TAG_CONTRADICTED)."),
    401: commonErrors[401],
  },
});

export const imageRoute = createRoute({
  ...recipes,
  method: "get",
  path: "/{id}/image",
  summary: "A recipe's stored picture (imported, or the member's photo)",
  request: { params: recipeIdParamSchema },
  responses: {
    200: { description: "The picture.", content: { "image/*": { schema: z.string().meta({ format: "binary" }) } } },
    400: badId,
    404: notFound,
  },
});

export const drawnImageRoute = createRoute({
  ...recipes,
  method: "get",
  path: "/{id}/image.svg",
  summary: "A recipe's drawn picture",
  request: { params: recipeIdParamSchema },
  responses: {
    200: { description: "The drawing.", content: { "image/svg+xml": { schema: z.string() } } },
    304: notModified,
    400: badId,
    404: notFound,
  },
});

export const readRoute = createRoute({
  ...recipes,
  method: "get",
  path: "/{id}",
  summary: "A recipe's page; a member's also says how it goes against their household",
  request: { params: recipeIdParamSchema },
  responses: { 200: jsonContent(recipeDetailSchema, "The recipe."), 304: notModified, 400: badId, 404: notFound },
});

export const updateRoute = createRoute({
  ...member,
  method: "put",
  path: "/{id}",
  summary: "Rewrite a recipe of the member's own",
  request: { params: recipeIdParamSchema, body: jsonBody(recipeInputSchema) },
  responses: {
    200: jsonContent(savedRecipeSchema, "The recipe, and what of it could not be used."),
    400: errorContent("A bad id, a body that failed its schema (with its issues), or a contradicted dietary tag."),
    401: commonErrors[401],
    403: notYours,
    404: notFound,
  },
});

export const deleteRoute = createRoute({
  ...member,
  method: "delete",
  path: "/{id}",
  summary: "Delete a recipe of the member's own",
  request: { params: recipeIdParamSchema },
  responses: { 200: jsonContent(recipeDeletedSchema, "Deleted."), 400: badId, 401: commonErrors[401], 403: notYours, 404: notFound },
});

export const setPhotoRoute = createRoute({
  ...member,
  method: "put",
  path: "/{id}/photo",
  summary: "Make the member's photo the recipe's picture (docs/decisions/052)",
  request: { params: recipeIdParamSchema, body: { required: true, content: { "multipart/form-data": { schema: photoInputSchema } } } },
  responses: {
    200: jsonContent(recipePhotoSchema, "The picture's new address and size."),
    400: errorContent("A bad id, no photo, or not a JPEG, PNG or WebP image we can read."),
    401: commonErrors[401],
    403: notYours,
    404: notFound,
  },
});

export const removePhotoRoute = createRoute({
  ...member,
  method: "delete",
  path: "/{id}/photo",
  summary: "Remove the member's photo: the drawn picture comes back",
  request: { params: recipeIdParamSchema },
  responses: { 200: jsonContent(removedSchema, "Removed."), 400: badId, 401: commonErrors[401], 403: notYours, 404: notFound },
});

const favorites = { tags: ["Favourites"], middleware: [requireUser] };

export const favoriteIdsRoute = createRoute({
  ...favorites,
  method: "get",
  path: "/",
  summary: "The ids of the member's favourite recipes, newest first",
  responses: { 200: jsonContent(favoriteIdsSchema, "The ids."), 401: commonErrors[401] },
});

export const addFavoriteRoute = createRoute({
  ...favorites,
  method: "post",
  path: "/",
  summary: "Make a recipe a favourite",
  request: { body: jsonBody(favoriteInputSchema) },
  responses: {
    201: jsonContent(favoriteAddedSchema, "Added."),
    400: errorContent("Not a recipe id."),
    401: commonErrors[401],
    404: notFound,
    409: errorContent("Already a favourite (ALREADY_FAVORITE)."),
  },
});

export const removeFavoriteRoute = createRoute({
  ...favorites,
  method: "delete",
  path: "/{recipeId}",
  summary: "Stop a recipe being a favourite",
  request: { params: favoriteInputSchema },
  responses: { 200: jsonContent(removedSchema, "Removed."), 400: commonErrors[400], 401: commonErrors[401], 404: errorContent("Not a favourite.") },
});
