import { createRoute } from "@hono/zod-openapi";
import { accountSessionListSchema, okSchema, sessionIdParamSchema, sessionMessages } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { AppError } from "../../http/errors";
import { commonErrors, createRouter, errorContent, jsonContent } from "../../http/openapi";
import { currentUser, requireUser } from "../../http/session";
import { listAccountSessions, revokeAccountSession } from "./service";

const list = createRoute({
  method: "get",
  path: "/account/sessions",
  tags: ["Account"],
  summary: "The signed-in user's active sessions",
  middleware: [requireUser],
  responses: { 200: jsonContent(accountSessionListSchema, "Active sessions, the current one first."), 401: commonErrors[401] },
});

const revoke = createRoute({
  method: "delete",
  path: "/account/sessions/{id}",
  tags: ["Account"],
  summary: "End one of the signed-in user's sessions",
  middleware: [requireUser],
  request: { params: sessionIdParamSchema },
  responses: { 200: jsonContent(okSchema, "Ended."), 401: commonErrors[401], 404: errorContent("No such session of this user.") },
});

/** Active sessions of the signed-in user (our own view: better-auth's list returns tokens). */
export const accountSessionRoutes = createRouter<AppEnv>()
  .openapi(list, async (c) => {
    const { db, now } = c.get("deps");
    const sessions = await listAccountSessions(db, currentUser(c).id, c.get("sessionId"), now());
    return c.json({ sessions }, 200);
  })
  .openapi(
    revoke,
    async (c) => {
      await revokeAccountSession(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
    // A malformed id is answered like someone else's: not found.
    (result) => {
      if (!result.success) throw new AppError(404, "SESSION_NOT_FOUND", sessionMessages.notFound);
      return undefined;
    },
  );
