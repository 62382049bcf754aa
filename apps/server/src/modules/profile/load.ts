import { and, desc, eq } from "drizzle-orm";
import { profileLoadErrors as E } from "@sierra/shared";
import type { Database } from "../../db/client";
import { households, members, preferences, profiles } from "../../db/schema";
import type { SessionUser } from "../../http/context";
import { splitName } from "../accounts/provision";
import { failure, failureMessage } from "./errors";
import { householdView } from "./household-view";
import { memberView, preferencesView } from "./serialize";

async function attempt<T>(label: string, withReason: boolean, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw failure(label, error, withReason);
  }
}

/** Reading only: the profile page's load writes nothing; an account's rows are made at sign-up (accounts/provision.ts). */
type Reader = Pick<Database, "select">;

/**
 * The spec's "Failed to create ..." text for the first of the account's rows still missing, in
 * its order (household first), or null. Rows are created at sign-up and, for accounts that
 * predate that or whose creation failed, at sign-in and before every save (`ensureRows`).
 */
async function missingRowWarning(db: Reader, userId: string, found: { profile: boolean; self: boolean; preferences: boolean }) {
  const [owned] = await db.select({ id: households.id }).from(households).where(eq(households.ownerUserId, userId));
  if (!owned) return failureMessage(E.createHousehold);
  if (!found.profile) return failureMessage(E.createProfile);
  if (!found.self) return E.createMember;
  if (!found.preferences) return E.createPreferences;
  return null;
}

/**
 * The profile page's data, read only. Where an account's rows are missing (spec section 4) the
 * page gets in-memory defaults plus `warning`, the spec's error toast with Retry; if reading
 * fails the whole load fails.
 */
export async function loadProfile(db: Reader, user: SessionUser) {
  const [profile] = await attempt(E.loadProfile, true, () => db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1));
  const [self] = await attempt(E.loadMember, false, () =>
    db
      .select()
      .from(members)
      .where(and(eq(members.userId, user.id), eq(members.role, "self")))
      .limit(1),
  );
  const [prefs] = await attempt(E.loadPreferences, false, () =>
    db.select().from(preferences).where(eq(preferences.userId, user.id)).orderBy(desc(preferences.updatedAt)).limit(1),
  );
  const household = await attempt(E.loadProfile, true, () => householdView(db, user.id, profile?.householdId ?? null, prefs?.householdSize));
  const complete = profile && self && prefs && household?.is_owner;
  const warning = complete
    ? null
    : await attempt(E.loadProfile, true, () => missingRowWarning(db, user.id, { profile: !!profile, self: !!self, preferences: !!prefs }));
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
