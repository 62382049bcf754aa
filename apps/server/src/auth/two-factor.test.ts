import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { signedInUser, TestClient } from "../testing/test-client";
import { secretOf, totp } from "../testing/totp";

/**
 * Two-step verification through HTTP, with the clock fixed 10 s into a 30 s TOTP window
 * (only Date is faked: timers and the database run as usual), so every code below is
 * computed for a known instant and nothing depends on where a test run falls in a window.
 */
const FIXED = Date.UTC(2031, 0, 15, 9, 0, 10);
const WINDOW = 30_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  vi.useFakeTimers({ toFake: ["Date"], now: FIXED });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

type Enrolled = Awaited<ReturnType<typeof signedInUser>> & { secret: string; backupCodes: string[] };

async function enrolled(): Promise<Enrolled> {
  const user = await signedInUser(t);
  const enable = await user.client.json<{ totpURI: string; backupCodes: string[] }>("/api/auth/two-factor/enable", { json: { password: user.password } });
  expect(enable.status).toBe(200);
  const secret = secretOf(enable.body.totpURI);
  // The previous window's code: FIXED's own stays unused for the sign-ins below (a code works once).
  const verify = await user.client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(secret, FIXED - WINDOW) } });
  expect(verify.status).toBe(200);
  return { ...user, secret, backupCodes: enable.body.backupCodes };
}

/** A fresh browser that has typed the right password. */
async function passwordStep(user: { email: string; password: string }, client = new TestClient(t)) {
  const res = await client.json<{ twoFactorRedirect?: boolean; twoFactorMethods?: string[] }>("/api/auth/sign-in/email", {
    json: { email: user.email, password: user.password },
  });
  return { client, res };
}

/** A code that is valid in no window the server accepts now (never a near miss by chance). */
function wrongCode(secret: string): string {
  const valid = [-1, 0, 1].map((k) => totp(secret, FIXED + k * WINDOW));
  return ["000000", "111111", "222222"].find((code) => !valid.includes(code))!;
}

const meStatus = async (client: TestClient) => (await client.request("/api/me")).status;
const twoFactorEnabled = async (client: TestClient) =>
  (await client.json<{ user: { twoFactorEnabled: boolean } }>("/api/auth/get-session")).body.user.twoFactorEnabled;

describe("turning two-step verification on", () => {
  it("needs the password, then a code from the app; the URI names Sierra Meal Planner and the account", async () => {
    const user = await signedInUser(t);
    const wrong = await user.client.json<{ message: string }>("/api/auth/two-factor/enable", { json: { password: "not-my-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid password");

    const enable = await user.client.json<{ totpURI: string; backupCodes: string[] }>("/api/auth/two-factor/enable", { json: { password: user.password } });
    expect(enable.status).toBe(200);
    const uri = new URL(enable.body.totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe(`/Sierra Meal Planner:${user.email}`);
    expect(uri.searchParams.get("issuer")).toBe("Sierra Meal Planner");
    expect(enable.body.backupCodes).toHaveLength(10);
    expect(enable.body.backupCodes[0]).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Not on until the app has proved it has the secret.
    expect(await twoFactorEnabled(user.client)).toBe(false);

    const secret = secretOf(enable.body.totpURI);
    const bad = await user.client.json<{ code: string }>("/api/auth/two-factor/verify-totp", { json: { code: wrongCode(secret) } });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe("INVALID_CODE");
    expect(await twoFactorEnabled(user.client)).toBe(false);

    const good = await user.client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(secret, FIXED) } });
    expect(good.status).toBe(200);
    // Still signed in (better-auth swaps the session) and now protected.
    expect(await meStatus(user.client)).toBe(200);
    expect(await twoFactorEnabled(user.client)).toBe(true);
  });
});

describe("signing in with a second step", () => {
  it("the password alone gives no session; a wrong code is refused; the right code signs in", async () => {
    const user = await enrolled();
    const { client, res } = await passwordStep(user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(client.cookie("better-auth.session_token")).toBeUndefined();
    expect(await meStatus(client)).toBe(401);

    const wrong = await client.json<{ code: string; message: string }>("/api/auth/two-factor/verify-totp", { json: { code: wrongCode(user.secret) } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "INVALID_CODE", message: "Invalid code" });
    expect(await meStatus(client)).toBe(401);

    const right = await client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED) } });
    expect(right.status).toBe(200);
    expect(await meStatus(client)).toBe(200);
  });

  it("accepts the previous window's code (a clock a little behind) but not one from a minute ago", async () => {
    const user = await enrolled();
    // Half a minute later, so the previous window's code is one enrolment did not use.
    vi.setSystemTime(FIXED + WINDOW);
    try {
      const stale = await passwordStep(user);
      expect((await stale.client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED - WINDOW) } })).status).toBe(401);
      expect((await stale.client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED) } })).status).toBe(200);
    } finally {
      vi.setSystemTime(FIXED);
    }
  });

  it("a code works once: the same code again in its window, or an older one, is refused (RFC 6238 §5.2)", async () => {
    const user = await enrolled();
    const first = await passwordStep(user);
    expect((await first.client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED) } })).status).toBe(200);

    const replay = await passwordStep(user);
    const again = await replay.client.json<{ code: string; message: string }>("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED) } });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: "INVALID_CODE", message: "Invalid code" });
    expect(await meStatus(replay.client)).toBe(401);
    // The enrolment's code is older than the last one accepted.
    expect((await replay.client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED - WINDOW) } })).status).toBe(401);
    // The next window's code is new, and signs in.
    expect((await replay.client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED + WINDOW) } })).status).toBe(200);
    expect(await meStatus(replay.client)).toBe(200);
  });

  it("the same code sent from two browsers at once signs in only one", async () => {
    const user = await enrolled();
    const [a, b] = [await passwordStep(user), await passwordStep(user)];
    const code = totp(user.secret, FIXED);
    const statuses = await Promise.all([a, b].map(async ({ client }) => (await client.json("/api/auth/two-factor/verify-totp", { json: { code } })).status));
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it("a challenge takes 5 tries, then the password must be typed again", async () => {
    const user = await enrolled();
    const { client } = await passwordStep(user);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.json("/api/auth/two-factor/verify-totp", { json: { code: wrongCode(user.secret) } })).status).toBe(401);
    }
    const sixth = await client.json<{ code: string }>("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED) } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.code).toBe("TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE");
    expect(await meStatus(client)).toBe(401);
    // A new password step starts a new challenge.
    const again = await passwordStep(user, client);
    expect(again.res.body.twoFactorRedirect).toBe(true);
    expect((await client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED) } })).status).toBe(200);
  });

  it("a code without a password step first is refused", async () => {
    const user = await enrolled();
    const res = await new TestClient(t).json<{ code: string }>("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED) } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("INVALID_TWO_FACTOR_COOKIE");
  });

  it("a recovery code signs in once", async () => {
    const user = await enrolled();
    const [code, next] = user.backupCodes;
    const first = await passwordStep(user);
    expect((await first.client.json("/api/auth/two-factor/verify-backup-code", { json: { code } })).status).toBe(200);
    expect(await meStatus(first.client)).toBe(200);

    const second = await passwordStep(user);
    const reused = await second.client.json<{ message: string }>("/api/auth/two-factor/verify-backup-code", { json: { code } });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe("Invalid backup code");
    expect(await meStatus(second.client)).toBe(401);
    expect((await second.client.json("/api/auth/two-factor/verify-backup-code", { json: { code: next } })).status).toBe(200);
    expect(await meStatus(second.client)).toBe(200);
  });

  it("a trusted device skips the second step next time; other browsers still get it", async () => {
    const user = await enrolled();
    const { client } = await passwordStep(user);
    expect((await client.json("/api/auth/two-factor/verify-totp", { json: { code: totp(user.secret, FIXED), trustDevice: true } })).status).toBe(200);
    expect(client.cookie("better-auth.trust_device")).toBeDefined();
    expect((await client.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect(await meStatus(client)).toBe(401);

    const trusted = await passwordStep(user, client);
    expect(trusted.res.body.twoFactorRedirect).toBeUndefined();
    expect(await meStatus(client)).toBe(200);
    const elsewhere = await passwordStep(user);
    expect(elsewhere.res.body.twoFactorRedirect).toBe(true);
    expect(await meStatus(elsewhere.client)).toBe(401);
  });
});

describe("new recovery codes", () => {
  it("need the password and replace the old ones", async () => {
    const user = await enrolled();
    expect((await user.client.json("/api/auth/two-factor/generate-backup-codes", { json: { password: "nope-nope" } })).status).toBe(400);
    const res = await user.client.json<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", { json: { password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.backupCodes).toHaveLength(10);
    const old = await passwordStep(user);
    expect((await old.client.json("/api/auth/two-factor/verify-backup-code", { json: { code: user.backupCodes[0] } })).status).toBe(401);
    expect((await old.client.json("/api/auth/two-factor/verify-backup-code", { json: { code: res.body.backupCodes[0] } })).status).toBe(200);
  });
});

describe("turning two-step verification off", () => {
  it("needs a current code as well as the password", async () => {
    const user = await enrolled();
    const missing = await user.client.json<{ message: string }>("/api/auth/two-factor/disable", { json: { password: user.password } });
    expect(missing.status).toBe(400);
    const badCode = await user.client.json<{ code: string }>("/api/auth/two-factor/disable", {
      json: { password: user.password, code: wrongCode(user.secret) },
    });
    expect(badCode.status).toBe(401);
    expect(badCode.body.code).toBe("INVALID_CODE");
    const wrongPassword = await user.client.json<{ message: string }>("/api/auth/two-factor/disable", {
      json: { password: "not-my-password", code: totp(user.secret, FIXED) },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe("Invalid password");
    expect(await twoFactorEnabled(user.client)).toBe(true);

    // The code above was accepted before the password was refused: it is spent, the next window's is not.
    const off = await user.client.json("/api/auth/two-factor/disable", { json: { password: user.password, code: totp(user.secret, FIXED + WINDOW) } });
    expect(off.status).toBe(200);
    expect(await meStatus(user.client)).toBe(200);
    expect(await twoFactorEnabled(user.client)).toBe(false);
    const { client, res } = await passwordStep(user);
    expect(res.body.twoFactorRedirect).toBeUndefined();
    expect(await meStatus(client)).toBe(200);
  });

  it("takes a recovery code instead of an app code, typed without its dash", async () => {
    const user = await enrolled();
    const code = user.backupCodes[3]!.replace("-", "");
    const off = await user.client.json("/api/auth/two-factor/disable", { json: { password: user.password, code } });
    expect(off.status).toBe(200);
    expect(await twoFactorEnabled(user.client)).toBe(false);
  });

  it("is refused to a visitor", async () => {
    const res = await new TestClient(t).json("/api/auth/two-factor/disable", { json: { password: "whatever1", code: "123456" } });
    expect(res.status).toBe(401);
  });
});
