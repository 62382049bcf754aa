import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { assistantMessages } from "../../db/schema";
import { AppError } from "../../http/errors";

/**
 * Messages a user may send to Sierra: counted from the stored messages themselves, so every app
 * instance enforces the same limit with no state of its own (docs/decisions/034).
 */
export function assistantLimits(perMinute: number) {
  return [
    { windowSeconds: 60, max: perMinute, words: "a minute" },
    { windowSeconds: 24 * 60 * 60, max: perMinute * 25, words: "a day" },
  ];
}

/** `perMinute` is ASSISTANT_RATE_LIMIT (default 20, so 500 a day); 0 turns the limit off. */
export async function assertUnderMessageLimit(db: Database, userId: string, now: Date, perMinute: number): Promise<void> {
  if (perMinute === 0) return;
  for (const limit of assistantLimits(perMinute)) {
    const since = new Date(now.getTime() - limit.windowSeconds * 1000);
    const [row] = await db
      .select({ n: count() })
      .from(assistantMessages)
      .where(
        and(
          eq(assistantMessages.userId, userId),
          eq(assistantMessages.role, "user"),
          gt(assistantMessages.createdAt, sql`${since.toISOString()}::timestamptz`),
        ),
      );
    if ((row?.n ?? 0) >= limit.max) {
      throw new AppError(
        429,
        "ASSISTANT_RATE_LIMITED",
        `You've sent Sierra ${limit.max} messages in ${limit.words}. Please wait a little before sending more.`,
      );
    }
  }
}
