import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { households, members, preferences, profiles } from "../../db/schema";
import { loadProfile, type ProfileData } from "./load";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getProfile = (client: TestClient) => client.json<ProfileData & { message?: string }>("/api/profile");

/** A query that accepts any chain (.where, .limit, ...) and then fails like a refused read. */
function refusedQuery(): unknown {
  const query: unknown = new Proxy(() => query, {
    get: (_target, key) => (key === "then" ? (_ok: unknown, fail: (e: Error) => void) => fail(new Error("read refused")) : () => query),
  });
  return query;
}

describe("profile loading failures (spec section 8)", () => {
  it.each([
    ["preferences", "Failed to create preferences"],
    ["members", "Failed to create member record"],
    ["profiles", "Failed to create profile: the database did not answer as expected"],
    ["households", "Failed to create household: the database did not answer as expected"],
  ] as const)("falls back to in-memory defaults with '%s' creation failing at sign-in", async (table, message) => {
    const me = await signedInUser(t);
    const tag = me.id.replace(/-/g, "");
    // Remove the row and make the database refuse to create it again, for this user only.
    const column = table === "profiles" ? "id" : table === "households" ? "owner_user_id" : "user_id";
    if (table === "households") {
      await t.db.delete(members).where(eq(members.userId, me.id));
      await t.db.delete(households).where(eq(households.ownerUserId, me.id));
    } else if (table === "profiles") await t.db.delete(profiles).where(eq(profiles.id, me.id));
    else if (table === "members") await t.db.delete(members).where(eq(members.userId, me.id));
    else await t.db.delete(preferences).where(eq(preferences.userId, me.id));
    await t.db.execute(
      sql.raw(
        `create function refuse_${tag}() returns trigger language plpgsql as $$ begin if new.${column} = '${me.id}' then raise exception 'refused'; end if; return new; end $$`,
      ),
    );
    await t.db.execute(sql.raw(`create trigger refuse_${tag} before insert on ${table} for each row execute function refuse_${tag}()`));
    const device = new TestClient(t);
    try {
      // Creating the rows fails; the sign-in does not.
      vi.spyOn(console, "error").mockImplementation(() => {});
      expect((await device.request("/api/auth/sign-in/email", { json: { email: me.email, password: me.password } })).status).toBe(200);
      const res = await getProfile(device);
      expect(res.status).toBe(200);
      expect(res.body.warning).toBe(message);
      expect(res.body.member).toMatchObject({ calorie_goal: 2000, macro_goals: { protein: 30, carbs: 40, fat: 30 } });
      expect(res.body.preferences).toMatchObject({ household_size: 2, variety_preference: 5 });
    } finally {
      await t.db.execute(sql.raw(`drop trigger refuse_${tag} on ${table}`));
      await t.db.execute(sql.raw(`drop function refuse_${tag}()`));
      vi.restoreAllMocks();
    }
    // The next sign-in creates the rows once the database accepts them again.
    expect((await device.request("/api/auth/sign-in/email", { json: { email: me.email, password: me.password } })).status).toBe(200);
    expect((await getProfile(device)).body.warning).toBeNull();
  });

  it.each([
    [profiles, "Failed to load profile: the database did not answer as expected"],
    [members, "Failed to load member data"],
    [preferences, "Failed to load preferences"],
  ] as const)("a failing read gives the spec's message (%#)", async (table, message) => {
    const me = await signedInUser(t);
    // The real database, except that reading this one table fails.
    const db = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== "select") return Reflect.get(target, key, receiver);
        return (...args: Parameters<typeof target.select>) => {
          const builder = target.select(...args);
          const from = builder.from.bind(builder);
          return Object.assign(builder, { from: (source: unknown) => (source === table ? refusedQuery() : from(source as never)) });
        };
      },
    });
    const user = { id: me.id, email: me.email, name: me.name, role: "user", emailVerified: true };
    await expect(loadProfile(db, user)).rejects.toMatchObject({ message, status: 500 });
  });
});
