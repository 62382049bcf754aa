import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { revokeAllAccountSessions } from "../modules/account-sessions/service";

/**
 * Sign Out ends every session of the account (the spec's sign-out scope is global by
 * default): the rows go first, which every instance hears about (migration 0005), then
 * better-auth clears this browser's cookie as usual. Without a valid session it is
 * better-auth's plain sign-out.
 */
export async function signOutEverywhere(c: Context<AppEnv>) {
  const { auth, db, sessions } = c.get("deps");
  const current = await sessions.read(c.req.raw.headers);
  if (current) await revokeAllAccountSessions(db, current.user.id);
  return auth.handler(c.req.raw);
}
