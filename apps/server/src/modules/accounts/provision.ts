import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { households, members, preferences, profiles, user } from "../../db/schema";

export interface NewAccount {
  id: string;
  email: string;
  name: string;
}

/** "Ada Lovelace King" -> first "Ada", last "Lovelace King". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/**
 * Creates whatever of household, profile, self member and preferences is
 * missing, household first, in one transaction. Safe to run again: existing
 * rows are kept as they are.
 */
export async function provisionAccount(db: Database, account: NewAccount): Promise<void> {
  const { firstName, lastName } = splitName(account.name);
  await db.transaction(async (tx) => {
    await tx.insert(households).values({ ownerUserId: account.id, maxMembers: 1 }).onConflictDoNothing();
    const [household] = await tx.select({ id: households.id }).from(households).where(eq(households.ownerUserId, account.id));
    if (!household) throw new Error("Failed to create household");
    await tx.insert(profiles).values({ id: account.id, email: account.email, firstName, lastName, householdId: household.id }).onConflictDoNothing();
    const [self] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.userId, account.id), eq(members.role, "self")));
    if (!self) {
      await tx.insert(members).values({ userId: account.id, householdId: household.id, name: account.name.trim(), role: "self" });
    }
    await tx.insert(preferences).values({ userId: account.id }).onConflictDoNothing();
  });
}

/**
 * provisionAccount for a user known by id only (a new session), when any of the rows is
 * missing: a sign-in of an account that has them costs one read. Nothing when the user is gone.
 */
export async function provisionUser(db: Database, userId: string): Promise<void> {
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      complete: sql<boolean>`exists (select 1 from ${households} where ${households.ownerUserId} = ${userId})
        and exists (select 1 from ${profiles} where ${profiles.id} = ${userId})
        and exists (select 1 from ${members} where ${members.userId} = ${userId} and ${members.role} = 'self')
        and exists (select 1 from ${preferences} where ${preferences.userId} = ${userId})`,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (account && !account.complete) await provisionAccount(db, account);
}
