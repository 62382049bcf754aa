import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { apiTokens, session } from "../db/schema";
import type { InfraEnv } from "../http/context";

/**
 * Sign Out ends every session of the account (the spec's sign-out scope is global by
 * default): the rows go first, which every instance hears about (migration 0005), then
 * better-auth clears this browser's cookie as usual. The account's personal API tokens go
 * with them (docs/decisions/059): "everywhere" includes scripts. Without a valid session it
 * is better-auth's plain sign-out.
 */
export async function signOutEverywhere(c: Context<InfraEnv>) {
  const { auth, db, sessions } = c.get("deps");
  const current = await sessions.read(c.req.raw.headers);
  if (current) {
    await db.delete(apiTokens).where(eq(apiTokens.userId, current.user.id));
    await db.delete(session).where(eq(session.userId, current.user.id));
  }
  return auth.handler(c.req.raw);
}
