import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
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

describe("change e-mail", () => {
  it("takes effect only when the link sent to the new address is followed", async () => {
    const me = await signedInUser(t);
    const newEmail = uniqueEmail("moved");
    const res = await me.client.json("/api/auth/change-email", { json: { newEmail } });
    expect(res.status).toBe(200);
    // Nothing has changed yet: the old address still signs in and the profile keeps it.
    expect(await sessionEmail(me.client)).toBe(me.email);
    expect((await signIn(me.email, me.password)).status).toBe(200);
    const [notice] = await t.db.select().from(outbox).where(eq(outbox.to, me.email)).orderBy(desc(outbox.id)).limit(1);
    expect(notice?.text).toContain(newEmail);

    const link = new URL(await latestMailLink(t, newEmail));
    expect(link.pathname).toBe("/api/auth/verify-email");
    const follow = await me.client.request(link.pathname + link.search);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe("/profile?email-change=done");

    expect(await sessionEmail(me.client)).toBe(newEmail);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(profile?.email).toBe(newEmail);
    expect((await signIn(newEmail, me.password)).status).toBe(200);
    expect((await signIn(me.email, me.password)).status).toBe(401);
  });

  it("rejects an invalid address with the spec's message", async () => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>("/api/auth/change-email", { json: { newEmail: "not-an-email" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("Invalid email address");
  });

  it("does not let someone else's session use the link", async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const newEmail = uniqueEmail("hijack");
    await me.client.json("/api/auth/change-email", { json: { newEmail } });
    const link = new URL(await latestMailLink(t, newEmail));
    const res = await other.client.request(link.pathname + link.search);
    expect(res.headers.get("location")).toMatch(/error=/);
    expect(await sessionEmail(me.client)).toBe(me.email);
  });
});

describe("change password", () => {
  it("checks the current password", async () => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>("/api/auth/change-password", {
      json: { currentPassword: "not-my-password", newPassword: "new-secret", revokeOtherSessions: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid password");
    expect((await signIn(me.email, me.password)).status).toBe(200);
  });

  it("accepts 6 characters (the profile's minimum), keeps this session and ends the others", async () => {
    const me = await signedInUser(t);
    const otherDevice = new TestClient(t);
    await otherDevice.request("/api/auth/sign-in/email", { json: { email: me.email, password: me.password } });
    expect((await otherDevice.json("/api/me")).status).toBe(200);

    const res = await me.client.json("/api/auth/change-password", { json: { currentPassword: me.password, newPassword: "sixsix", revokeOtherSessions: true } });
    expect(res.status).toBe(200);
    expect((await me.client.json("/api/me")).status).toBe(200);
    expect((await otherDevice.json("/api/me")).status).toBe(401);
    expect((await signIn(me.email, "sixsix")).status).toBe(200);
    expect((await signIn(me.email, me.password)).status).toBe(401);
  });

  it("refuses fewer than 6 characters, while sign-up and reset keep their minimum of 8", async () => {
    const me = await signedInUser(t);
    const short = await me.client.json("/api/auth/change-password", { json: { currentPassword: me.password, newPassword: "five5" } });
    expect(short.status).toBe(400);
    const signUp = await new TestClient(t).json<{ message: string }>("/api/auth/sign-up/email", {
      json: { name: "Short Pass", email: uniqueEmail("short"), password: "seven77", phoneNumber: "+1 (555) 123-4567" },
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.message).toBe("Password must be at least 8 characters");
    const reset = await new TestClient(t).json<{ message: string }>("/api/auth/reset-password", { json: { newPassword: "seven77", token: "x" } });
    expect(reset.body.message).toBe("Password must be at least 8 characters");
  });
});
