import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import { z, type ZodType } from "zod";
import { apiErrorSchema, unauthenticatedSchema, validationErrorSchema } from "@sierra/shared";
import { validationHook } from "./validation";

/**
 * The one way to declare routes (docs/decisions/055): params, query, body and every answer are
 * zod schemas from @sierra/shared, so validation, the OpenAPI document and the web client's
 * types come from one declaration. A failed schema is the shared 400 of validationHook.
 */
export function createRouter<E extends Env>() {
  return new OpenAPIHono<E>({ defaultHook: validationHook });
}

/** A JSON answer of a route, with what it means. */
export function jsonContent<T extends ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** The error answers most routes share; a route adds its own (404, 409...) beside them. */
export const commonErrors = {
  400: jsonContent(validationErrorSchema, "The request did not pass its schema."),
  401: jsonContent(unauthenticatedSchema, "Not signed in."),
  500: jsonContent(apiErrorSchema, "Something failed on our side."),
} as const;

/** An error answer with the shared body. */
export const errorContent = (description: string) => jsonContent(apiErrorSchema, description);

/** A required JSON request body. */
export function jsonBody<T extends ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } };
}

/**
 * A Server-Sent Events answer (docs/decisions/055): the stream is sent raw, so its schema is the
 * text itself; `events` names each event and the JSON its `data` carries.
 */
export function eventStreamContent(description: string, events: string) {
  return { description, content: { "text/event-stream": { schema: z.string().meta({ description: events }) } } };
}
