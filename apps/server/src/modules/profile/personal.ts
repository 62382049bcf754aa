import { and, eq, sql } from "drizzle-orm";
import type { NutritionValues, PersonalInfoValues } from "@sierra/shared";
import type { Database } from "../../db/client";
import { members, profiles, user } from "../../db/schema";
import type { SessionUser } from "../../http/context";
import { provisionAccount } from "../accounts/provision";
import { profileError } from "./errors";
import { memberView } from "./serialize";

/** Rows first: saving works even when the load had to fall back to in-memory defaults. */
export const ensureRows = (db: Database, me: SessionUser) => provisionAccount(db, { id: me.id, email: me.email, name: me.name });

/**
 * Saves first and last name, the self member's name (first and last joined, trimmed; spec
 * section 7) and the account name the menus show, in one transaction.
 */
export async function updatePersonalInfo(db: Database, me: SessionUser, input: PersonalInfoValues) {
  await ensureRows(db, me);
  const fullName = `${input.first_name} ${input.last_name}`.trim();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(profiles).set({ firstName: input.first_name, lastName: input.last_name }).where(eq(profiles.id, me.id)).returning();
    if (!row) throw profileError("Profile not found", 404);
    await tx
      .update(members)
      .set({ name: fullName })
      .where(and(eq(members.userId, me.id), eq(members.role, "self")));
    await tx
      .update(user)
      .set({ name: fullName, updatedAt: sql`now()` })
      .where(eq(user.id, me.id));
    return { id: row.id, email: row.email, first_name: row.firstName ?? "", last_name: row.lastName ?? "", household_id: row.householdId };
  });
}

/** Calorie goal, dietary goal and macros of the user's own (self) member. */
export async function updateNutrition(db: Database, me: SessionUser, input: NutritionValues) {
  await ensureRows(db, me);
  const [row] = await db
    .update(members)
    .set({ calorieGoal: input.calorie_goal, dietaryGoals: { goal: input.dietary_goal }, macroGoals: input.macro_goals })
    .where(and(eq(members.userId, me.id), eq(members.role, "self")))
    .returning();
  if (!row) throw profileError("Member record not found", 404);
  return memberView(row);
}
