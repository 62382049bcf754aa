import { createRoute } from "@hono/zod-openapi";
import { generationParamsSchema, generationViewSchema } from "@sierra/shared";
import { commonErrors, errorContent, eventStreamContent, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/assistant/generations as declared in the OpenAPI document; routes.ts implements them. */
const base = { tags: ["Assistant"], middleware: [requireUser], request: { params: generationParamsSchema } };
const errors = {
  400: commonErrors[400],
  401: commonErrors[401],
  404: errorContent("No such job among this member's (GENERATION_NOT_FOUND)."),
};

export const readGenerationRoute = createRoute({
  ...base,
  method: "get",
  path: "/{id}",
  summary: "A recipe Sierra is writing for the member: its state, and the recipe once written",
  responses: { 200: jsonContent(generationViewSchema, "The job."), ...errors },
});

export const generationEvents = createRoute({
  ...base,
  method: "get",
  path: "/{id}/events",
  summary: "The job's state as it changes, until it is completed or failed",
  responses: {
    200: eventStreamContent(
      "The stream.",
      "Unnamed events whose `data` is the job as `GET /{id}` answers it: at once, then on each change; it ends on completed or failed, or after 5 minutes. `: keep-alive` comments between.",
    ),
    ...errors,
  },
});
