import { createRoute } from "@hono/zod-openapi";
import { apiTokenCreateSchema, apiTokenCreatedSchema, apiTokenIdParamSchema, apiTokenListSchema, apiTokenMessages, okSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { AppError } from "../../http/errors";
import { commonErrors, createRouter, errorContent, jsonBody, jsonContent } from "../../http/openapi";
import { currentUser, requireUser } from "../../http/session";
import { createApiToken, listApiTokens, revokeApiToken } from "./service";

// Managing tokens needs a signed-in browser: loadSession refuses tokens here (docs/decisions/059).
const base = { tags: ["API tokens"], middleware: [requireUser] };
const notAllowed = { 403: errorContent("A token cannot manage tokens (TOKEN_NOT_ALLOWED).") };

const list = createRoute({
  ...base,
  method: "get",
  path: "/account/api-tokens",
  summary: "The signed-in member's personal API tokens",
  responses: { 200: jsonContent(apiTokenListSchema, "Tokens, newest first, never their secrets."), 401: commonErrors[401], ...notAllowed },
});

const create = createRoute({
  ...base,
  method: "post",
  path: "/account/api-tokens",
  summary: "Make a personal API token",
  description: "The answer is the only time the secret is shown: it is stored as a hash.",
  request: { body: jsonBody(apiTokenCreateSchema) },
  responses: {
    201: jsonContent(apiTokenCreatedSchema, "The token and its secret, shown this once."),
    ...commonErrors,
    ...notAllowed,
    409: errorContent("The account holds as many tokens as it may (TOKEN_LIMIT)."),
  },
});

const revoke = createRoute({
  ...base,
  method: "delete",
  path: "/account/api-tokens/{id}",
  summary: "Revoke one of the signed-in member's tokens",
  request: { params: apiTokenIdParamSchema },
  responses: {
    200: jsonContent(okSchema, "Revoked: the token stops working at once."),
    401: commonErrors[401],
    ...notAllowed,
    404: errorContent("No such token of this member."),
  },
});

/** Personal API tokens of the signed-in member (docs/decisions/059). */
export const apiTokenRoutes = createRouter<AppEnv>()
  .openapi(list, async (c) => {
    const { db, now } = c.get("deps");
    return c.json({ tokens: await listApiTokens(db, currentUser(c).id, now()) }, 200);
  })
  .openapi(create, async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await createApiToken(db, currentUser(c).id, c.req.valid("json"), now()), 201);
  })
  .openapi(
    revoke,
    async (c) => {
      await revokeApiToken(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
    // A malformed id is answered like someone else's: not found.
    (result) => {
      if (!result.success) throw new AppError(404, "TOKEN_NOT_FOUND", apiTokenMessages.notFound);
      return undefined;
    },
  );
