import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pantryVersions } from "../../db/schema";
import { PANTRY_CHANNEL } from "../shopping-lists/live-hub";

/** A database handle or an open transaction (items.ts's Executor, restated: items.ts imports this module). */
type Writer = Pick<Database, "select" | "insert" | "execute">;

/**
 * Every change to a member's pantry goes through here, in its transaction: the pantry's version
 * moves on (its row locked until commit, so changes to one pantry queue behind each other) and
 * the change is announced on `pantry_changed`, delivered at commit to every instance's hub
 * (docs/decisions/062); a rolled-back change announces nothing.
 */
export async function claimPantry(tx: Writer, userId: string): Promise<number> {
  const [row] = await tx
    .insert(pantryVersions)
    .values({ userId, version: 1 })
    .onConflictDoUpdate({ target: pantryVersions.userId, set: { version: sql`${pantryVersions.version} + 1`, updatedAt: sql`now()` } })
    .returning({ version: pantryVersions.version });
  const version = row!.version;
  await tx.execute(sql`select pg_notify(${PANTRY_CHANNEL}, ${JSON.stringify({ userId, version })})`);
  return version;
}

/** The pantry's version as a device should hold it; 0 before its first change. */
export async function pantryVersion(db: Writer, userId: string): Promise<number> {
  const [row] = await db.select({ version: pantryVersions.version }).from(pantryVersions).where(eq(pantryVersions.userId, userId));
  return row?.version ?? 0;
}
