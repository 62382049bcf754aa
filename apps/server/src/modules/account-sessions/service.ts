import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { session } from "../../db/schema";
import { deviceLabel } from "./device-label";
import { sessionMessages, type AccountSessionView } from "@sierra/shared";
import { AppError } from "../../http/errors";

/** A session as its owner sees it: never the token, which is the session itself. */
export type { AccountSessionView } from "@sierra/shared";

/** The user's unexpired sessions, most recently used first; the one making the request is marked. */
export async function listAccountSessions(db: Database, userId: string, currentSessionId: string | null, now: Date): Promise<AccountSessionView[]> {
  const rows = await db
    .select({ id: session.id, userAgent: session.userAgent, ipAddress: session.ipAddress, updatedAt: session.updatedAt, createdAt: session.createdAt })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
  const views = rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    ipAddress: row.ipAddress,
    lastSeen: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    current: row.id === currentSessionId,
  }));
  // The current device leads the list whatever its timestamps say.
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}

/**
 * Ends one of the user's own sessions. Someone else's id is "not found", exactly like an
 * id that never existed, so ids cannot be probed. The row's deletion is announced to every
 * instance (migration 0005), which drops its cached copy.
 */
export async function revokeAccountSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const removed = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (removed.length === 0) throw new AppError(404, "SESSION_NOT_FOUND", sessionMessages.notFound);
}
