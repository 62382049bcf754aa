import { createRoute } from "@hono/zod-openapi";
import type { ZodType } from "zod";
import {
  communityAuthorPageSchema,
  communityAuthorParamSchema,
  communityListQuerySchema,
  communityListResponseSchema,
  cookedSchema,
  dismissedSchema,
  hiddenSchema,
  moderationInputSchema,
  publishedSchema,
  publishInputSchema,
  ratedSchema,
  ratingInputSchema,
  recipeIdParamSchema,
  reportedSchema,
  reportInputSchema,
  reviewQueueSchema,
  suspendedSchema,
  unauthenticatedSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireAdmin, requireUser } from "../../http/session";

/** /api/community and /api/admin/community as declared in the OpenAPI document; the routes files implement them. */
const member = { tags: ["Community"], middleware: [requireUser] };
const { 400: invalid, 401: signedOut } = commonErrors;
const badId = errorContent("Not a recipe id (INVALID_ID), or a body that failed its schema.");
const unknownRecipe = errorContent("No such shared recipe, or one the member cannot see.");
const rateLimited = errorContent("Too many of these actions for now (RATE_LIMITED).");
const othersOnly = errorContent("The member's own recipe (OWN_RECIPE).");

export const listRoute = createRoute({
  ...member,
  method: "get",
  path: "/recipes",
  summary: "Search the recipes members share",
  request: { query: communityListQuerySchema },
  responses: { 200: jsonContent(communityListResponseSchema, "A page of shared recipes."), 400: invalid, 401: signedOut },
});

export const authorRoute = createRoute({
  ...member,
  method: "get",
  path: "/authors/{id}",
  summary: "An author's page: their chosen name and their shared recipes",
  request: { params: communityAuthorParamSchema },
  responses: { 200: jsonContent(communityAuthorPageSchema, "The author's page."), 401: signedOut, 404: errorContent("Author not found.") },
});

export const publishRoute = createRoute({
  ...member,
  method: "put",
  path: "/recipes/{id}",
  summary: "Share a recipe of the member's own, or change how it is shared",
  request: { params: recipeIdParamSchema, body: jsonBody(publishInputSchema) },
  responses: {
    200: jsonContent(publishedSchema, "Shared."),
    400: badId,
    401: signedOut,
    403: errorContent("A catalogue recipe (PERMISSION_DENIED), or the author may no longer publish (PUBLISHING_SUSPENDED)."),
    404: errorContent("No such recipe, or another member's."),
    429: rateLimited,
  },
});

export const unpublishRoute = createRoute({
  ...member,
  method: "delete",
  path: "/recipes/{id}",
  summary: "Stop sharing a recipe",
  request: { params: recipeIdParamSchema },
  responses: {
    200: jsonContent(publishedSchema, "No longer shared."),
    400: badId,
    401: signedOut,
    403: errorContent("A catalogue recipe (PERMISSION_DENIED)."),
    404: errorContent("No such recipe, another member's, or not shared (NOT_SHARED)."),
  },
});

export const rateRoute = createRoute({
  ...member,
  method: "put",
  path: "/recipes/{id}/rating",
  summary: "Rate another member's recipe, 1 to 5 (again replaces it)",
  request: { params: recipeIdParamSchema, body: jsonBody(ratingInputSchema) },
  responses: { 200: jsonContent(ratedSchema, "Rated."), 400: badId, 401: signedOut, 403: othersOnly, 404: unknownRecipe, 429: rateLimited },
});

export const cookedRoute = createRoute({
  ...member,
  method: "post",
  path: "/recipes/{id}/cooked",
  summary: "Say the member cooked another member's recipe",
  request: { params: recipeIdParamSchema },
  responses: { 200: jsonContent(cookedSchema, "Counted."), 400: badId, 401: signedOut, 403: othersOnly, 404: unknownRecipe, 429: rateLimited },
});

export const reportRoute = createRoute({
  ...member,
  method: "post",
  path: "/recipes/{id}/reports",
  summary: "Report another member's recipe to the moderators",
  request: { params: recipeIdParamSchema, body: jsonBody(reportInputSchema) },
  responses: {
    201: jsonContent(reportedSchema, "Reported."),
    400: badId,
    401: signedOut,
    403: othersOnly,
    404: unknownRecipe,
    409: errorContent("Already reported by this member (ALREADY_REPORTED)."),
    429: rateLimited,
  },
});

const admin = {
  tags: ["Community moderation"],
  middleware: [requireAdmin],
};
const adminRefusals = {
  401: jsonContent(unauthenticatedSchema, "Not signed in."),
  403: jsonContent(unauthenticatedSchema, "Not an admin."),
};

export const reviewQueueRoute = createRoute({
  ...admin,
  method: "get",
  path: "/reports",
  summary: "Open reports, one entry per recipe, the longest-waiting first",
  responses: { 200: jsonContent(reviewQueueSchema, "The queue."), ...adminRefusals },
});

const moderated = <S extends ZodType>(summary: string, body: S) => ({
  ...admin,
  summary,
  request: { params: recipeIdParamSchema },
  responses: { 200: jsonContent(body, "Done."), 400: badId, ...adminRefusals, 404: errorContent("Not a shared recipe (NOT_SHARED).") },
});

export const hideRoute = createRoute({
  ...moderated("Hide a shared recipe: it leaves search; plans made before say so", hiddenSchema),
  method: "post",
  path: "/recipes/{id}/hide",
  request: { params: recipeIdParamSchema, body: jsonBody(moderationInputSchema) },
});
export const restoreRoute = createRoute({ ...moderated("Show a hidden recipe again", hiddenSchema), method: "post", path: "/recipes/{id}/restore" });
export const dismissRoute = createRoute({
  ...moderated("Close a recipe's reports without hiding it", dismissedSchema),
  method: "post",
  path: "/recipes/{id}/dismiss",
});

const authorAction = (summary: string) => ({
  ...admin,
  summary,
  request: { params: communityAuthorParamSchema },
  responses: { 200: jsonContent(suspendedSchema, "Done."), ...adminRefusals, 404: errorContent("Author not found.") },
});
export const suspendRoute = createRoute({ ...authorAction("Stop an author publishing"), method: "post", path: "/authors/{id}/suspend" });
export const reinstateRoute = createRoute({ ...authorAction("Let an author publish again"), method: "post", path: "/authors/{id}/reinstate" });
