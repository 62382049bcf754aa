import type { AppDeps } from "../../app-deps";
import { countMemberAction } from "../../http/member-action-limit";

/**
 * Imports per member and minute (IMPORT_RATE_LIMIT, 0 = no limit): each one may make the server
 * fetch a page. Counted in the database, so the limit holds across app instances (docs/decisions/054).
 * Answers the seconds to wait, or 0 when the import may go ahead.
 */
export function countImport(deps: Pick<AppDeps, "db" | "env" | "now">, userId: string): Promise<number> {
  if (deps.env.IMPORT_RATE_LIMIT === 0) return Promise.resolve(0);
  return countMemberAction(deps.db, { userId, action: "recipe-import", max: deps.env.IMPORT_RATE_LIMIT, windowMs: 60_000, now: deps.now() });
}
