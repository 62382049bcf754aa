import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";

import type { AccountSessionView as SessionRow } from "./service";

/**
 * Active sessions and Sign Out. Two instances share one database, as behind a load
 * balancer: a session ended through one must stop working on the other at once,
 * even where that instance had it cached (docs/decisions/025).
 */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { sameDatabaseAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Another browser signing in to the same account. */
async function anotherDevice(user: { email: string; password: string }, userAgent = SAFARI_IPHONE, t = first) {
  const client = new TestClient(t);
  const res = await client.request("/api/auth/sign-in/email", { json: { email: user.email, password: user.password }, headers: { "user-agent": userAgent } });
  expect(res.status).toBe(200);
  return client;
}

const list = (client: TestClient) => client.json<{ sessions: SessionRow[] }>("/api/account/sessions");
const meStatus = async (client: TestClient) => (await client.request("/api/me")).status;

describe("GET /api/account/sessions", () => {
  it("lists the account's sessions with a readable device, the current one first, and no token anywhere", async () => {
    const user = await signedInUser(first);
    const phone = await anotherDevice(user);
    const res = await user.client.request("/api/account/sessions", { headers: { "user-agent": CHROME_LINUX } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const { sessions } = JSON.parse(text) as { sessions: SessionRow[] };
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.current).toBe(true);
    expect(sessions[1]).toMatchObject({ current: false, device: "Safari on iPhone", ipAddress: phone.ip });
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(["createdAt", "current", "device", "id", "ipAddress", "lastSeen"]);
      expect(new Date(s.lastSeen).toString()).not.toBe("Invalid Date");
    }
    // The cookie's token (before its signature) appears nowhere in the answer.
    for (const client of [user.client, phone]) {
      const token = decodeURIComponent(client.cookie("better-auth.session_token")!).split(".")[0]!;
      expect(token.length).toBeGreaterThan(10);
      expect(text).not.toContain(token);
    }
  });

  it("is for signed-in users only", async () => {
    expect((await new TestClient(first).request("/api/account/sessions")).status).toBe(401);
  });
});

describe("DELETE /api/account/sessions/:id", () => {
  it("signs out one other device, on every instance, and leaves this one signed in", async () => {
    const user = await signedInUser(first);
    const phone = await anotherDevice(user);
    const phoneElsewhere = phone.onInstance(second);
    expect(await meStatus(phoneElsewhere)).toBe(200); // cached on the second instance
    const target = (await list(user.client)).body.sessions.find((s) => !s.current)!;

    const res = await user.client.json("/api/account/sessions/" + target.id, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await meStatus(phone)).toBe(401);
    await expect.poll(() => meStatus(phoneElsewhere), { timeout: 2_000, interval: 20 }).toBe(401);
    expect(await meStatus(user.client)).toBe(200);
    expect((await list(user.client)).body.sessions.map((s) => s.id)).not.toContain(target.id);
    // Already gone: not found.
    expect((await user.client.json("/api/account/sessions/" + target.id, { method: "DELETE" })).status).toBe(404);
  });

  it("answers 404 for another user's session, which keeps working, and for ids that are not ids", async () => {
    const alice = await signedInUser(first);
    const bob = await signedInUser(first);
    const aliceSession = (await list(alice.client)).body.sessions[0]!;
    // Bob cannot see Alice's sessions...
    expect((await list(bob.client)).body.sessions.map((s) => s.id)).not.toContain(aliceSession.id);
    // ...nor end one, and the answer is the same as for a session that never existed.
    const theirs = await bob.client.json<{ code: string; message: string }>("/api/account/sessions/" + aliceSession.id, { method: "DELETE" });
    const nobody = await bob.client.json<{ code: string; message: string }>("/api/account/sessions/" + crypto.randomUUID(), { method: "DELETE" });
    expect(theirs).toEqual(nobody);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("That session was not found. It may have ended already.");
    expect(await meStatus(alice.client)).toBe(200);
    for (const bad of ["not-a-uuid", "1%20OR%201=1", "x".repeat(300)]) {
      expect((await bob.client.request("/api/account/sessions/" + bad, { method: "DELETE" })).status).toBe(404);
    }
  });

  it("is for signed-in users only", async () => {
    expect((await new TestClient(first).request("/api/account/sessions/" + crypto.randomUUID(), { method: "DELETE" })).status).toBe(401);
  });
});

describe("Sign Out", () => {
  it("ends every session of the account, on every instance, at once", async () => {
    const user = await signedInUser(first);
    const laptop = await anotherDevice(user, CHROME_LINUX);
    const phone = await anotherDevice(user, SAFARI_IPHONE, second);
    const laptopElsewhere = laptop.onInstance(second);
    const kept = user.client.withCopiedCookies(); // whoever copied this browser's cookie
    for (const client of [laptop, phone, laptopElsewhere, kept]) expect(await meStatus(client)).toBe(200);
    const bystander = await signedInUser(first);

    const res = await user.client.json<{ success: boolean }>("/api/auth/sign-out", { json: {} });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(user.client.cookie("better-auth.session_token")).toBeUndefined();
    // Right after, on the instance that signed out...
    expect(await meStatus(kept)).toBe(401);
    expect(await meStatus(laptop)).toBe(401);
    // ...and on the other, as soon as the database's announcement arrives.
    await expect.poll(() => meStatus(phone), { timeout: 2_000, interval: 20 }).toBe(401);
    await expect.poll(() => meStatus(laptopElsewhere), { timeout: 2_000, interval: 20 }).toBe(401);
    // Other accounts are untouched.
    expect(await meStatus(bystander.client)).toBe(200);
  });

  it("from a browser without a session still answers 200 and clears nothing else", async () => {
    const bystander = await signedInUser(first);
    expect((await new TestClient(first).request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect(await meStatus(bystander.client)).toBe(200);
  });
});
