import { randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { API_TOKEN_PREFIX, apiTokenLimits, apiTokenMessages, type ApiTokenCreateInput, type ApiTokenScope, type ApiTokenView } from "@sierra/shared";
import type { Database } from "../../db/client";
import { apiTokens } from "../../db/schema";
import { AppError } from "../../http/errors";
import { hashApiToken } from "../../http/api-token-auth";

const DAY_MS = 24 * 60 * 60 * 1000;
const HINT_LENGTH = 4;

type TokenRow = typeof apiTokens.$inferSelect;

function view(row: TokenRow, now: Date): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/** The member's tokens, newest first; expired ones stay listed (marked) until revoked. */
export async function listApiTokens(db: Database, userId: string, now: Date): Promise<ApiTokenView[]> {
  const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((row) => view(row, now));
}

/**
 * Makes a token: 32 random bytes behind a recognisable prefix (so secret scanners and people
 * know it on sight). The secret is returned this once; only its SHA-256 is stored.
 */
export async function createApiToken(db: Database, userId: string, input: ApiTokenCreateInput, now: Date) {
  const [held] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  if ((held?.n ?? 0) >= apiTokenLimits.perAccount) throw new AppError(409, "TOKEN_LIMIT", apiTokenMessages.tooMany);
  const secret = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashApiToken(secret),
      hint: secret.slice(0, API_TOKEN_PREFIX.length + HINT_LENGTH),
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning();
  return { token: view(row!, now), secret };
}

/** Revokes one of the member's own tokens; someone else's id is "not found", like one that never existed. */
export async function revokeApiToken(db: Database, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (removed.length === 0) throw new AppError(404, "TOKEN_NOT_FOUND", apiTokenMessages.notFound);
}
