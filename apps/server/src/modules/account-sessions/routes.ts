import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { sessionIdParamSchema, sessionMessages } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { listAccountSessions, revokeAccountSession, SessionNotFoundError } from "./service";

const notFound = { code: "SESSION_NOT_FOUND", message: sessionMessages.notFound } as const;

// A malformed id is answered like someone else's: not found.
const sessionParam = zValidator("param", sessionIdParamSchema, (result, c) => (result.success ? undefined : c.json(notFound, 404)));

/** Active sessions of the signed-in user (our own view: better-auth's list returns tokens). */
export const accountSessionRoutes = new Hono<AppEnv>()
  .use("/account/sessions", requireUser)
  .use("/account/sessions/*", requireUser)
  .get("/account/sessions", async (c) => {
    const { db, now } = c.get("deps");
    const sessions = await listAccountSessions(db, currentUser(c).id, c.get("sessionId"), now());
    return c.json({ sessions });
  })
  .delete("/account/sessions/:id", sessionParam, async (c) => {
    try {
      await revokeAccountSession(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
    } catch (error) {
      if (error instanceof SessionNotFoundError) return c.json(notFound, 404);
      throw error;
    }
    return c.json({ ok: true as const });
  });
