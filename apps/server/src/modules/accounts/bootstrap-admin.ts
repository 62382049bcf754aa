import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { account, user } from "../../db/schema";
import { hashPassword } from "../../auth/password";
import { provisionAccount } from "./provision";

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: create that account as a verified super_admin,
 * or promote the existing one. Idempotent; an existing password is kept.
 */
export async function bootstrapAdmin(db: Database, email: string, password: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(user)
      .values({ id: crypto.randomUUID(), name: "Administrator", email: normalized, emailVerified: true, role: "super_admin" })
      .onConflictDoUpdate({ target: user.email, set: { role: "super_admin", emailVerified: true, updatedAt: sql`now()` } })
      .returning({ id: user.id });
    if (!row) throw new Error("Could not create the admin account");
    const [credential] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, row.id), eq(account.providerId, "credential")));
    if (!credential) {
      await tx
        .insert(account)
        .values({ id: crypto.randomUUID(), accountId: row.id, providerId: "credential", userId: row.id, password: passwordHash })
        .onConflictDoNothing();
    }
    return row.id;
  });
  await provisionAccount(db, { id, email: normalized, name: "Administrator" });
  return id;
}
