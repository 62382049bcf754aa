import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient, uniqueEmail } from "../../testing/test-client";
import { bootstrapAdmin } from "../accounts/bootstrap-admin";
import { user } from "../../db/schema";

let t: TestApp;
const adminEmail = uniqueEmail("root");
const adminPassword = "super-admin-pass-1";

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });
});
afterAll(() => t.close());

async function signInAs(email: string, password: string) {
  const client = new TestClient(t);
  const res = await client.request("/api/auth/sign-in/email", { json: { email, password } });
  expect(res.status).toBe(200);
  return client;
}

describe("ADMIN_EMAIL bootstrap", () => {
  it("creates one verified super_admin, however often it runs", async () => {
    await bootstrapAdmin(t.db, adminEmail, adminPassword);
    await bootstrapAdmin(t.db, adminEmail.toUpperCase(), "a-different-password");
    const rows = await t.db.select().from(user).where(eq(user.email, adminEmail));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "super_admin", emailVerified: true });
    // The first password stays: a restart never changes it behind the admin's back.
    await signInAs(adminEmail, adminPassword);
  });

  it("promotes an existing account", async () => {
    const existing = await signedInUser(t);
    await bootstrapAdmin(t.db, existing.email, "ignored-password");
    const [row] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, existing.id));
    expect(row?.role).toBe("super_admin");
  });
});

describe("admin guard", () => {
  it("refuses visitors and members with the page's own messages", async () => {
    const anon = await new TestClient(t).json<{ message: string }>("/api/admin/stats");
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe("Please sign in to access the admin dashboard.");
    const member = await signedInUser(t);
    const denied = await member.client.json<{ message: string }>("/api/admin/stats");
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("You don't have permission to access the admin dashboard.");
    expect((await member.client.json("/api/admin/users")).status).toBe(403);
    expect((await member.client.json("/api/admin/health")).status).toBe(403);
  });

  it("shows stats, searchable users and live health to an admin", async () => {
    const admin = await signInAs(adminEmail, adminPassword);
    const someone = await signedInUser(t, { name: "Searchable Person" });
    const stats = await admin.json<{ totalUsers: number; subscribers: number; activeTrials: number; systemStatus: string; totalRevenue: number }>(
      "/api/admin/stats",
    );
    expect(stats.status).toBe(200);
    const [total] = await t.db.select({ n: count() }).from(user);
    expect(stats.body.totalUsers).toBe(total?.n);
    expect(stats.body).toMatchObject({ systemStatus: "Active" });
    // Real paid invoices now; other files may share the database.
    expect(stats.body.totalRevenue).toBeGreaterThanOrEqual(0);

    const users = await admin.json<{ users: Array<Record<string, unknown>> }>(`/api/admin/users?search=${encodeURIComponent(someone.email)}`);
    expect(users.body.users).toEqual([
      expect.objectContaining({
        id: someone.id,
        email: someone.email,
        subscribed: false,
        plan_type: null,
        trial_active: false,
        created_at: expect.any(String),
      }),
    ]);

    const health = await admin.json<{ checks: Array<{ name: string; status: string }> }>("/api/admin/health");
    expect(health.body.checks.map((c) => c.name)).toEqual(["AI Assistant", "Database", "Authentication", "E-mail"]);
    expect(health.body.checks.find((c) => c.name === "Database")?.status).toBe("Operational");
    // The local engine's real check: it understands a test request.
    expect(health.body.checks.find((c) => c.name === "AI Assistant")?.status).toBe("Operational");
  });

  it("grants a complimentary trial and plan, recorded as complimentary", async () => {
    const admin = await signInAs(adminEmail, adminPassword);
    const member = await signedInUser(t);
    const before = await member.client.json<{ allowedMealTypes: string[] }>("/api/me/subscription");
    expect(before.body.allowedMealTypes).toEqual([]);

    const trial = await admin.json<{ subscription: { trial_active: boolean } }>(`/api/admin/users/${member.id}/complimentary`, {
      json: { kind: "trial", days: 14 },
    });
    expect(trial.status).toBe(200);
    expect(trial.body.subscription.trial_active).toBe(true);
    expect((await member.client.json<{ allowedMealTypes: string[] }>("/api/me/subscription")).body.allowedMealTypes).toEqual(["dinner"]);

    await admin.json(`/api/admin/users/${member.id}/complimentary`, { json: { kind: "plan", planType: "all_day", days: 30 } });
    const after = await member.client.json<{ subscription: { subscribed: boolean; plan_type: string }; allowedMealTypes: string[] }>("/api/me/subscription");
    expect(after.body.subscription).toMatchObject({ subscribed: true, plan_type: "all_day" });
    expect(after.body.allowedMealTypes).toEqual(["breakfast", "lunch", "dinner", "snack"]);

    const listed = await admin.json<{ users: Array<{ source: string }> }>(`/api/admin/users?search=${encodeURIComponent(member.email)}`);
    expect(listed.body.users[0]?.source).toBe("complimentary");
    const unknown = await admin.json(`/api/admin/users/no-such-user/complimentary`, { json: { kind: "trial" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: "NOT_FOUND", message: "User not found" });
    expect((await member.client.json(`/api/admin/users/${member.id}/complimentary`, { json: { kind: "trial" } })).status).toBe(403);
  });
});

describe("roles", () => {
  const setRole = (client: TestClient, userId: string, role: string) => client.json("/api/auth/admin/set-role", { json: { userId, role } });

  it("only a super_admin grants or removes admin", async () => {
    const root = await signInAs(adminEmail, adminPassword);
    const future = await signedInUser(t);
    const target = await signedInUser(t);
    expect((await setRole(future.client, target.id, "admin")).status).toBe(403);

    expect((await setRole(root, future.id, "admin")).status).toBe(200);
    const asAdmin = await signInAs(future.email, future.password);
    expect((await asAdmin.json<{ role: string }>("/api/me/role")).body.role).toBe("admin");
    // An admin may look, but may not hand out roles.
    expect((await asAdmin.json("/api/admin/stats")).status).toBe(200);
    expect((await setRole(asAdmin, target.id, "admin")).status).toBe(403);
    expect((await setRole(asAdmin, target.id, "super_admin")).status).toBe(403);

    expect((await setRole(root, future.id, "user")).status).toBe(200);
    expect((await asAdmin.json("/api/admin/stats")).status).toBe(403);
  });
});
