import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, like } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { latestMailLink, signedInUser, TestClient, uniqueEmail } from "../../testing/test-client";
import { outbox, profiles } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => new TestClient(t).request("/api/auth/sign-in/email", { json: { email, password } });
const sessionEmail = async (client: TestClient) => (await client.json<{ user: { email: string } }>("/api/me")).body.user.email;
const requestChange = (client: TestClient, newEmail: string, currentPassword: string) =>
  client.json<{ code?: string; message?: string }>("/api/profile/change-email", { json: { newEmail, currentPassword } });

/** Follows a mailed link the way a browser would (no cookies needed) and answers where it lands. */
async function follow(link: string): Promise<string | null> {
  const url = new URL(link);
  const res = await new TestClient(t).request(url.pathname + url.search);
  expect(res.status).toBe(302);
  return res.headers.get("location");
}

async function mailsTo(to: string, subject: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.subject, `%${subject}%`)))
    .orderBy(desc(outbox.id));
}

describe("change e-mail", () => {
  it("takes effect only when the link sent to the new address is followed, then offers the old address a way back", async () => {
    const me = await signedInUser(t);
    const newEmail = uniqueEmail("moved");
    expect((await requestChange(me.client, newEmail, me.password)).status).toBe(200);
    // Nothing has changed yet: the old address still signs in, and it was told.
    expect(await sessionEmail(me.client)).toBe(me.email);
    expect((await signIn(me.email, me.password)).status).toBe(200);
    expect((await mailsTo(me.email, "about to change"))[0]?.text).toContain(newEmail);

    const confirm = await latestMailLink(t, newEmail);
    expect(new URL(confirm).pathname).toBe("/api/account/email-change/confirm");
    expect(await follow(confirm)).toBe("/profile?email-change=done");

    expect(await sessionEmail(me.client)).toBe(newEmail);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(profile?.email).toBe(newEmail);
    expect((await signIn(newEmail, me.password)).status).toBe(200);
    expect((await signIn(me.email, me.password)).status).toBe(401);
    // The link works once.
    expect(await follow(confirm)).toMatch(/error=/);
    // The old address hears that it happened, with an undo link.
    const [changed] = await mailsTo(me.email, "was changed");
    expect(changed?.text).toContain(newEmail);
    expect(changed?.text).toMatch(/\/api\/account\/email-change\/undo\?token=/);
  });

  it("needs the current password; a wrong one counts towards the lockout", async () => {
    const me = await signedInUser(t);
    const missing = await requestChange(me.client, uniqueEmail("x"), "");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Current password is required");
    const wrong = await requestChange(me.client, uniqueEmail("x"), "not-my-password");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Current password is incorrect");
    const invalid = await requestChange(me.client, "not-an-email", me.password);
    expect(invalid.body.message).toBe("Invalid email address");
    for (let i = 0; i < 9; i += 1) await requestChange(me.client, uniqueEmail("x"), "still-wrong");
    const locked = await requestChange(me.client, uniqueEmail("x"), me.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
  });

  it("better-auth's own change-email and update-user are closed", async () => {
    const me = await signedInUser(t);
    expect((await me.client.json("/api/auth/change-email", { json: { newEmail: uniqueEmail("direct") } })).status).toBe(404);
    expect((await me.client.json("/api/auth/update-user", { json: { name: "x".repeat(1000) } })).status).toBe(404);
    expect((await me.client.json("/api/auth/update-user", { json: { name: null } })).status).toBe(404);
  });

  it("a password reset kills a link asked for from a stolen session", async () => {
    const victim = await signedInUser(t);
    const attackerAddress = uniqueEmail("attacker");
    // The attacker holds a copy of the victim's session (and, here, even the password).
    const stolen = victim.client.withCopiedCookies();
    expect((await requestChange(stolen, attackerAddress, victim.password)).status).toBe(200);
    const link = await latestMailLink(t, attackerAddress);

    await new TestClient(t).request("/api/auth/request-password-reset", { json: { email: victim.email, redirectTo: "/auth/reset-password" } });
    const token = new URL(await latestMailLink(t, victim.email)).searchParams.get("token");
    const reset = await new TestClient(t).request("/api/auth/reset-password", { json: { newPassword: "brand-new-password", token } });
    expect(reset.status).toBe(200);

    expect(await follow(link)).toMatch(/error=/);
    expect((await signIn(victim.email, "brand-new-password")).status).toBe(200);
  });

  it("signing out (everywhere) kills an outstanding link", async () => {
    const me = await signedInUser(t);
    const newEmail = uniqueEmail("later");
    await requestChange(me.client, newEmail, me.password);
    const link = await latestMailLink(t, newEmail);
    const otherDevice = new TestClient(t);
    expect((await otherDevice.request("/api/auth/sign-in/email", { json: { email: me.email, password: me.password } })).status).toBe(200);
    expect((await otherDevice.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
    expect(await follow(link)).toMatch(/error=/);
    expect((await signIn(me.email, me.password)).status).toBe(200);
  });

  it("a later request replaces the earlier link", async () => {
    const me = await signedInUser(t);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await requestChange(me.client, first, me.password);
    const firstLink = await latestMailLink(t, first);
    await requestChange(me.client, second, me.password);
    expect(await follow(firstLink)).toMatch(/error=/);
    expect(await follow(await latestMailLink(t, second))).toBe("/profile?email-change=done");
    expect(await sessionEmail(me.client)).toBe(second);
  });

  it("an address that already has an account gets the same answer and no link", async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const res = await requestChange(me.client, other.email, me.password);
    expect(res.status).toBe(200);
    expect(await mailsTo(other.email, "Confirm your new email")).toHaveLength(0);
  });

  it("the undo link restores the old address, signs every device out and works once", async () => {
    const me = await signedInUser(t);
    const attackerAddress = uniqueEmail("taken-over");
    await requestChange(me.client, attackerAddress, me.password);
    await follow(await latestMailLink(t, attackerAddress));
    const attacker = new TestClient(t);
    expect((await attacker.request("/api/auth/sign-in/email", { json: { email: attackerAddress, password: me.password } })).status).toBe(200);

    const undo = (await mailsTo(me.email, "was changed"))[0]?.text.match(/https?:\/\/\S+undo\S+/)?.[0];
    expect(undo).toBeTruthy();
    expect(await follow(undo!)).toBe("/auth/forgot-password?email-restored=1");
    expect((await attacker.json("/api/me")).status).toBe(401);
    expect((await me.client.json("/api/me")).status).toBe(401);
    expect((await signIn(me.email, me.password)).status).toBe(200);
    expect((await signIn(attackerAddress, me.password)).status).toBe(401);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(profile?.email).toBe(me.email);
    expect(await follow(undo!)).toBe("/auth/forgot-password?email-restored=invalid");
  });

  it("security mails never carry the user's own text: a name with a link stays out of them", async () => {
    const email = uniqueEmail("lure");
    const name = "Click http://evil.example/claim now";
    const signUp = await new TestClient(t).request("/api/auth/sign-up/email", {
      json: { name, email, password: "password-123", phoneNumber: "+1 (555) 123-4567" },
    });
    expect(signUp.status).toBe(200);
    const [verification] = await mailsTo(email, "Verify your email");
    expect(verification).toBeTruthy();
    for (const part of [verification!.text, verification!.html]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("Click");
    }
  });
});
