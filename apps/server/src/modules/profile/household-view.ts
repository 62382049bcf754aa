import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { households, members } from "../../db/schema";
import { memberView } from "./serialize";

/**
 * The household the profile points at (else the one the user owns) with its members, self first.
 * max_members follows the household size preference (docs/decisions/022-household-members.md):
 * the owner sees the value in force, which the next household or preferences save stores.
 */
export async function householdView(db: Pick<Database, "select">, userId: string, householdId: string | null, householdSize?: number) {
  const [household] = await db
    .select()
    .from(households)
    .where(householdId ? eq(households.id, householdId) : eq(households.ownerUserId, userId))
    .limit(1);
  if (!household) return null;
  const rows = await db
    .select()
    .from(members)
    .where(eq(members.householdId, household.id))
    .orderBy(sql`${members.role} <> 'self'`, asc(members.createdAt));
  const isOwner = household.ownerUserId === userId;
  const maxMembers = isOwner ? maxMembersInForce(household, householdSize, rows.length) : household.maxMembers;
  return {
    id: household.id,
    max_members: maxMembers,
    is_owner: isOwner,
    members: rows.map((row) => memberView(row)),
  };
}
export type HouseholdView = NonNullable<Awaited<ReturnType<typeof householdView>>>;

/** The owner's max_members: the household size preference, never below the members already in it. */
export function maxMembersInForce(household: { maxMembers: number }, householdSize: number | undefined, members: number): number {
  return householdSize === undefined || householdSize < members ? household.maxMembers : householdSize;
}

/** Stores maxMembersInForce when it differs from the row. Returns the value now in force. */
export async function alignMaxMembers(
  db: Pick<Database, "update">,
  household: { id: string; maxMembers: number },
  householdSize: number | undefined,
  members: number,
): Promise<number> {
  const inForce = maxMembersInForce(household, householdSize, members);
  if (inForce !== household.maxMembers) await db.update(households).set({ maxMembers: inForce }).where(eq(households.id, household.id));
  return inForce;
}

/** How many members a household has, for the capacity checks. */
export async function memberCount(db: Pick<Database, "select">, householdId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(eq(members.householdId, householdId));
  return row?.n ?? 0;
}
