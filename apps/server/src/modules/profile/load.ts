import { and, desc, eq } from "drizzle-orm";
import { profileLoadErrors as E } from "@sierra/shared";
import type { Database } from "../../db/client";
import { households, members, preferences, profiles } from "../../db/schema";
import type { SessionUser } from "../../http/context";
import { provisionAccount, splitName } from "../accounts/provision";
import { failure } from "./errors";
import { householdView } from "./household-view";
import { memberView, preferencesView } from "./serialize";

async function attempt<T>(label: string, withReason: boolean, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw failure(label, error, withReason);
  }
}

/** Which row creation failed: the first one still missing, in the spec's order (household first). */
async function creationFailure(db: Database, userId: string, error: unknown): Promise<string> {
  const [household] = await db.select({ id: households.id }).from(households).where(eq(households.ownerUserId, userId));
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  const [self] = await db.select({ id: members.id }).from(members).where(and(eq(members.userId, userId), eq(members.role, "self")));
  if (!household) return failure(E.createHousehold, error).message;
  if (!profile) return failure(E.createProfile, error).message;
  return failure(self ? E.createPreferences : E.createMember, error, false).message;
}

/**
 * The profile page's data. Missing household, profile, self member or preferences rows are
 * created first (spec section 4). If creating fails the page still gets in-memory defaults plus
 * `warning` (the spec's error toast with Retry); if reading fails the whole load fails.
 */
export async function loadProfile(db: Database, user: SessionUser) {
  let warning: string | null = null;
  try {
    await provisionAccount(db, { id: user.id, email: user.email, name: user.name });
  } catch (error) {
    warning = await creationFailure(db, user.id, error).catch(() => E.createPreferences);
  }
  const [profile] = await attempt(E.loadProfile, true, () => db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1));
  const [self] = await attempt(E.loadMember, false, () =>
    db.select().from(members).where(and(eq(members.userId, user.id), eq(members.role, "self"))).limit(1),
  );
  const [prefs] = await attempt(E.loadPreferences, false, () =>
    db.select().from(preferences).where(eq(preferences.userId, user.id)).orderBy(desc(preferences.updatedAt)).limit(1),
  );
  const household = await attempt(E.loadProfile, true, () => householdView(db, user.id, profile?.householdId ?? null, prefs?.householdSize));
  const names = splitName(user.name);
  return {
    email: user.email,
    email_verified: user.emailVerified,
    profile: {
      id: user.id,
      email: profile?.email ?? user.email,
      first_name: profile ? (profile.firstName ?? "") : names.firstName,
      last_name: profile ? (profile.lastName ?? "") : names.lastName,
      household_id: profile?.householdId ?? null,
    },
    member: memberView(self ?? null, user.name),
    preferences: preferencesView(prefs ?? null),
    household,
    warning,
  };
}
export type ProfileData = Awaited<ReturnType<typeof loadProfile>>;
