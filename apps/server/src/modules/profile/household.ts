import { and, eq, inArray } from "drizzle-orm";
import { householdMessages, type HouseholdMemberValues } from "@sierra/shared";
import type { Database } from "../../db/client";
import { households, members, preferences } from "../../db/schema";
import type { SessionUser } from "../../http/context";
import { profileError } from "./errors";
import { alignMaxMembers, memberCount } from "./household-view";
import { ensureRows } from "./personal";
import { memberView } from "./serialize";

const goals = (input: HouseholdMemberValues) => ({
  name: input.name,
  calorieGoal: input.calorie_goal,
  dietaryGoals: { goal: input.dietary_goal },
  macroGoals: input.macro_goals,
  // Left alone by clients that do not send them.
  ...(input.allergies ? { allergies: input.allergies } : {}),
  ...(input.diets ? { diets: input.diets } : {}),
});

/** Households the signed-in user owns: the only ones whose members they may change. */
const ownedHouseholds = (db: Database, userId: string) => db.select({ id: households.id }).from(households).where(eq(households.ownerUserId, userId));

/**
 * Adds a member (someone the owner cooks for, without an account of their own) to the owner's
 * household, up to max_members. The household row is locked so two adds cannot both take the last place.
 */
export async function addHouseholdMember(db: Database, me: SessionUser, input: HouseholdMemberValues) {
  await ensureRows(db, me);
  return db.transaction(async (tx) => {
    const [household] = await tx.select().from(households).where(eq(households.ownerUserId, me.id)).for("update");
    if (!household) throw profileError(householdMessages.notOwner, 404);
    const count = await memberCount(tx, household.id);
    const [prefs] = await tx.select({ size: preferences.householdSize }).from(preferences).where(eq(preferences.userId, me.id));
    const maxMembers = await alignMaxMembers(tx, household, prefs?.size, count);
    if (count >= maxMembers) throw profileError(householdMessages.full(maxMembers), 409);
    const [row] = await tx
      .insert(members)
      .values({ ...goals(input), userId: me.id, householdId: household.id, role: "member" })
      .returning();
    return memberView(row ?? null);
  });
}

/** Edits another member of the owner's household; the self member is edited on Diet & Nutrition. */
export async function updateHouseholdMember(db: Database, me: SessionUser, memberId: string, input: HouseholdMemberValues) {
  const [row] = await db
    .update(members)
    .set(goals(input))
    .where(and(eq(members.id, memberId), eq(members.role, "member"), inArray(members.householdId, ownedHouseholds(db, me.id))))
    .returning();
  if (!row) throw profileError(householdMessages.memberNotFound, 404);
  return memberView(row);
}

export async function removeHouseholdMember(db: Database, me: SessionUser, memberId: string): Promise<void> {
  const removed = await db
    .delete(members)
    .where(and(eq(members.id, memberId), eq(members.role, "member"), inArray(members.householdId, ownedHouseholds(db, me.id))))
    .returning({ id: members.id });
  if (removed.length === 0) throw profileError(householdMessages.memberNotFound, 404);
}
