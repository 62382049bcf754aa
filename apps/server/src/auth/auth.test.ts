import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { authMessages } from "@sierra/shared";
import { createTestApp, type TestApp } from "../testing/test-app";
import { DEFAULT_PASSWORD, latestMailLink, signedInUser, TestClient, uniqueEmail } from "../testing/test-client";
import { households, members, outbox, preferences, profiles, user } from "../db/schema";
import { answeredWorkDone } from "./answer-at-deadline";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs up and waits for the work the answer did not wait for (auth/answer-at-deadline.ts). */
async function signUp(client: TestClient, email: string, password = DEFAULT_PASSWORD, name = "Ada Lovelace") {
  const res = await client.json("/api/auth/sign-up/email", { json: { name, email, password, phoneNumber: "+44 7911123456" } });
  await answeredWorkDone();
  return res;
}
const signIn = (client: TestClient, email: string, password = DEFAULT_PASSWORD) =>
  client.json<{ code?: string; message?: string }>("/api/auth/sign-in/email", { json: { email, password } });

describe("registration and verification", () => {
  it("creates household, profile, self member and preferences at sign-up", async () => {
    const client = new TestClient(t);
    const email = uniqueEmail("reg");
    const res = await signUp(client, email);
    expect(res.status).toBe(200);
    const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const id = account!.id;
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({ email, firstName: "Ada", lastName: "Lovelace" });
    const [household] = await t.db.select().from(households).where(eq(households.ownerUserId, id));
    expect(household?.maxMembers).toBe(1);
    expect(profile?.householdId).toBe(household?.id);
    const memberRows = await t.db.select().from(members).where(eq(members.userId, id));
    expect(memberRows).toEqual([
      expect.objectContaining({
        role: "self",
        name: "Ada Lovelace",
        calorieGoal: 2000,
        macroGoals: { protein: 30, carbs: 40, fat: 30 },
        dietaryGoals: { goal: "weight_maintenance" },
      }),
    ]);
    const [prefs] = await t.db.select().from(preferences).where(eq(preferences.userId, id));
    expect(prefs).toMatchObject({ householdSize: 2, varietyPreference: 5, shoppingRadiusMiles: 10, cuisines: [] });
  });

  it("refuses sign-in until the e-mail is verified, then the link signs the user in", async () => {
    const client = new TestClient(t);
    const email = uniqueEmail("verify");
    await signUp(client, email);
    const refused = await signIn(client, email);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("EMAIL_NOT_VERIFIED");

    const link = new URL(await latestMailLink(t, email));
    expect(link.origin).toBe("http://localhost:3000");
    const verify = await client.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/auth/callback?type=signup");
    const me = await client.json<{ user: { email: string; emailVerified: boolean } }>("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, emailVerified: true });
  });

  it("sends the user to the callback with an error for a bad verification token", async () => {
    const client = new TestClient(t);
    const res = await client.request("/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fcallback%3Ftype%3Dsignup");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/auth\/callback\?type=signup&error=/);
  });

  it("answers a duplicate sign-up like a new one (no enumeration)", async () => {
    const email = uniqueEmail("dup");
    const first = await signUp(new TestClient(t), email);
    const second = await signUp(new TestClient(t), email);
    expect(second.status).toBe(first.status);
  });

  it("requires an email and a password, with the spec's message", async () => {
    const client = new TestClient(t);
    for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email"]) {
      const res = await client.json<{ message: string }>(path, { json: { email: "", password: "" } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(authMessages.credentialsRequired);
    }
  });

  it("can resend the verification link", async () => {
    const client = new TestClient(t);
    const email = uniqueEmail("resend");
    await signUp(client, email);
    const mailCount = async () => (await t.db.select().from(outbox).where(eq(outbox.to, email))).length;
    expect(await mailCount()).toBe(1);
    const res = await client.request("/api/auth/send-verification-email", { json: { email, callbackURL: "/auth/callback?type=signup" } });
    expect(res.status).toBe(200);
    await answeredWorkDone();
    expect(await mailCount()).toBe(2);
    expect(await latestMailLink(t, email)).toContain("/api/auth/verify-email?token=");
  });
});

describe("sessions", () => {
  it("signs in, reads the session and signs out", async () => {
    const user = await signedInUser(t);
    const client = new TestClient(t);
    const res = await signIn(client, user.email);
    expect(res.status).toBe(200);
    const session = await client.json<{ user: { email: string } }>("/api/auth/get-session");
    expect(session.body.user.email).toBe(user.email);
    expect((await client.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect((await client.json("/api/me")).status).toBe(401);
  });

  it("sets an httpOnly, SameSite=Lax session cookie", async () => {
    const user = await signedInUser(t);
    const client = new TestClient(t);
    const res = await client.request("/api/auth/sign-in/email", { json: { email: user.email, password: user.password } });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("rejects a wrong password with 401", async () => {
    const user = await signedInUser(t);
    expect((await signIn(new TestClient(t), user.email, "wrong-password-1")).status).toBe(401);
  });
});

describe("password reset", () => {
  const requestReset = (client: TestClient, email: string) =>
    client.json("/api/auth/request-password-reset", { json: { email, redirectTo: "/auth/reset-password" } });

  it("answers the same for known and unknown addresses", async () => {
    const user = await signedInUser(t);
    const known = await requestReset(new TestClient(t), user.email);
    const unknown = await requestReset(new TestClient(t), uniqueEmail("nobody"));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it("resets with a single-use token through /auth/callback and ends other sessions", async () => {
    const user = await signedInUser(t);
    await requestReset(new TestClient(t), user.email);
    const link = new URL(await latestMailLink(t, user.email));
    expect(link.pathname).toBe("/auth/callback");
    expect(link.searchParams.get("type")).toBe("recovery");
    const token = link.searchParams.get("token") ?? "";

    const anon = new TestClient(t);
    expect((await anon.json(`/api/account/reset-token?token=${token}`)).body).toEqual({ valid: true });
    const reset = await anon.json("/api/auth/reset-password", { json: { newPassword: "brand-new-pass-9", token } });
    expect(reset.status).toBe(200);
    expect((await anon.json(`/api/account/reset-token?token=${token}`)).body).toEqual({ valid: false });
    const again = await anon.json("/api/auth/reset-password", { json: { newPassword: "another-pass-99", token } });
    expect(again.status).toBe(400);

    expect((await user.client.json("/api/me")).status).toBe(401);
    expect((await signIn(new TestClient(t), user.email, DEFAULT_PASSWORD)).status).toBe(401);
    expect((await signIn(new TestClient(t), user.email, "brand-new-pass-9")).status).toBe(200);
  });

  it("rejects an expired token (links last one hour)", async () => {
    const user = await signedInUser(t);
    await requestReset(new TestClient(t), user.email);
    const token = new URL(await latestMailLink(t, user.email)).searchParams.get("token") ?? "";
    t.setNow(new Date(Date.now() + 61 * 60_000));
    try {
      expect((await new TestClient(t).json(`/api/account/reset-token?token=${token}`)).body).toEqual({ valid: false });
    } finally {
      t.setNow(null);
    }
  });
});

describe("rate limits", () => {
  it("locks an account after 10 failed sign-ins in 15 minutes, even from many addresses", async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(new TestClient(t), user.email, `wrong-password-${i}`)).status).toBe(401);
    }
    const locked = await signIn(new TestClient(t), user.email, user.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
    t.setNow(new Date(Date.now() + 16 * 60_000));
    try {
      expect((await signIn(new TestClient(t), user.email, user.password)).status).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it("limits password-reset requests per client address", async () => {
    const client = new TestClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await client.request("/api/auth/request-password-reset", { json: { email: uniqueEmail("rl"), redirectTo: "/auth/reset-password" } })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits sign-ups per client address", async () => {
    const client = new TestClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signUp(client, uniqueEmail("burst"))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });

  it("never limits reading the session, which every page load does", async () => {
    const user = await signedInUser(t);
    const statuses = new Set<number>();
    for (let i = 0; i < 320; i += 1) statuses.add((await user.client.request("/api/auth/get-session")).status);
    expect([...statuses]).toEqual([200]);
  });
});

describe("request hygiene", () => {
  it("refuses state-changing API calls from another origin", async () => {
    const user = await signedInUser(t);
    const res = await user.client.request("/api/admin/users/x/complimentary", {
      json: { kind: "trial" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });

  it("sends security headers with a CSP that allows no inline scripts", async () => {
    const res = await new TestClient(t).request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
