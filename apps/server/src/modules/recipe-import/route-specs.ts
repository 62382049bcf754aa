import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  recipeImportResponseSchema,
  recipeImportSchema,
  recipeInputSchema,
  recipeReviewSchema,
  schemaOrgGraphSchema,
  schemaOrgRecipeSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/recipes/import and the exports as declared in the OpenAPI document; routes.ts implements them. */
const base = { tags: ["Recipe import and export"], middleware: [requireUser] };
const { 400: invalid, 401: signedOut } = commonErrors;

export const importRoute = createRoute({
  ...base,
  method: "post",
  path: "/import",
  summary: "Read a recipe from a page's address, a page's HTML or a recipe's text: a draft to review, nothing saved",
  request: { body: jsonBody(recipeImportSchema) },
  responses: {
    200: jsonContent(recipeImportResponseSchema, "The draft, what could not be used of it, and the review's food facts."),
    400: invalid,
    401: signedOut,
    413: errorContent("The page is larger than 5 MB (IMPORT_TOO_LARGE)."),
    422: errorContent("No recipe was found (NO_RECIPE), the address can't be reached from Sierra (IMPORT_BLOCKED) or is no web page (IMPORT_NOT_A_PAGE)."),
    429: {
      ...errorContent("Too many imports: wait the seconds of Retry-After (IMPORT_RATE_LIMITED)."),
      headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" as const } } },
    },
    502: errorContent("The page could not be opened (IMPORT_UNREACHABLE)."),
    504: errorContent("The page took too long to answer (IMPORT_TIMEOUT)."),
  },
});

export const reviewRoute = createRoute({
  ...base,
  method: "post",
  path: "/import/review",
  summary: "The review's food facts for a draft as the member edited it",
  request: { body: jsonBody(recipeInputSchema) },
  responses: {
    200: jsonContent(recipeReviewSchema, "Our nutrition, what it contains, the household's conflicts, each line's food."),
    400: invalid,
    401: signedOut,
  },
});

const download = (description: string) => ({
  description,
  headers: { "Content-Disposition": { description: "attachment, with the file's name", schema: { type: "string" as const } } },
});

export const exportAllRoute = createRoute({
  ...base,
  method: "get",
  path: "/export",
  summary: "Download the member's own recipes as schema.org JSON-LD, or one file each in a zip",
  request: { query: z.object({ format: z.string().optional().meta({ description: "`zip` for a zip of one file per recipe; else one JSON-LD file." }) }) },
  responses: {
    200: {
      ...download("sierra-recipes.json, or sierra-recipes.zip with `format=zip`."),
      content: {
        "application/ld+json": { schema: schemaOrgGraphSchema },
        "application/zip": { schema: z.string().meta({ format: "binary" }) },
      },
    },
    401: signedOut,
  },
});

export const exportOneRoute = createRoute({
  ...base,
  method: "get",
  path: "/{id}/export",
  summary: "Download one of the member's own recipes as schema.org JSON-LD",
  // The id is checked by the recipe service, as a read checks it, so its 400s stay the recipes' own.
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { ...download("The recipe's file."), content: { "application/ld+json": { schema: schemaOrgRecipeSchema } } },
    400: errorContent("The id is not a recipe id (INVALID_ID), or the placeholder of a recipe still being generated (PLACEHOLDER)."),
    401: signedOut,
    404: errorContent("No such recipe among this member's own (NOT_FOUND)."),
  },
});
