import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles, verification } from "../../db/schema";

export async function getAccountSummary(db: Database, userId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, householdId: profiles.householdId })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return { first_name: row?.firstName ?? null, last_name: row?.lastName ?? null, household_id: row?.householdId ?? null };
}

/** Whether a password-reset token exists and has not expired (it is deleted when used). */
export async function isResetTokenValid(db: Database, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}
