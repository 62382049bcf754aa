import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { account, households, outbox, profiles, user } from "../db/schema";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { answeredWorkDone } from "./answer-at-deadline";
import { latestMailLink, signedInUser, TestClient, uniqueEmail } from "../testing/test-client";
import { OIDC_TEST_CLIENT, ProviderBrowser, startOidcTestProvider } from "../testing/oidc-test-provider";

/** Social sign-in against a real OIDC provider on loopback: the app talks to it over HTTP. */
let oidc: Awaited<ReturnType<typeof startOidcTestProvider>>;
let t: TestApp;
beforeAll(async () => {
  oidc = await startOidcTestProvider({ redirectUri: `${TEST_APP_URL}/api/auth/callback/oidc` });
  t = await createTestApp({
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
    OIDC_NAME: "Test IdP",
  });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

let subCounter = 0;
function providerUser(email: string, emailVerified: boolean, name = "Grace Hopper") {
  subCounter += 1;
  const sub = `sub-${process.pid}-${subCounter}`;
  oidc.users.set(sub, { sub, email, emailVerified, name });
  return sub;
}

async function startSignIn(client: TestClient): Promise<string> {
  const res = await client.json<{ url: string }>("/api/auth/sign-in/social", {
    json: { provider: "oidc", callbackURL: "/dashboard", errorCallbackURL: "/auth/login", disableRedirect: true },
  });
  expect(res.status).toBe(200);
  return res.body.url;
}

/** The whole round trip: app -> provider login -> app callback. Returns the callback's answer. */
async function signInWithProvider(client: TestClient, sub: string) {
  const back = await new ProviderBrowser(oidc.issuer).signInAt(await startSignIn(client), sub);
  expect(back.origin + back.pathname).toBe("http://localhost:3000/api/auth/callback/oidc");
  return client.request(back.pathname + back.search);
}

const oidcAccounts = (userId: string) =>
  t.db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "oidc")));

describe("social sign-in through OIDC", () => {
  it("lists the provider's label for the login page", async () => {
    const res = await new TestClient(t).json("/api/auth-providers");
    expect(res).toEqual({ status: 200, body: { providers: [{ id: "oidc", label: "Test IdP" }] } });
  });

  it("sends the user to the provider with PKCE (S256), state and nonce", async () => {
    const url = new URL(await startSignIn(new TestClient(t)));
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toBeTruthy();
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
  });

  it("signs a new user up: provisioned like a password sign-up, e-mail verified as the provider says", async () => {
    const client = new TestClient(t);
    const email = uniqueEmail("oidc-new");
    const res = await signInWithProvider(client, providerUser(email, true, "Grace Brewster Hopper"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    const me = await client.json<{ user: { id: string; email: string } }>("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    const id = me.body.user.id;
    const [row] = await t.db.select().from(user).where(eq(user.id, id));
    expect(row).toMatchObject({ email, emailVerified: true, name: "Grace Brewster Hopper" });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({ firstName: "Grace", lastName: "Brewster Hopper" });
    expect(await t.db.select().from(households).where(eq(households.ownerUserId, id))).toHaveLength(1);
    expect(await oidcAccounts(id)).toHaveLength(1);
  });

  it("signs the same provider user into the same account next time", async () => {
    const sub = providerUser(uniqueEmail("oidc-again"), true);
    const first = new TestClient(t);
    await signInWithProvider(first, sub);
    const firstId = (await first.json<{ user: { id: string } }>("/api/me")).body.user.id;
    const second = new TestClient(t);
    expect((await signInWithProvider(second, sub)).headers.get("location")).toBe("/dashboard");
    expect((await second.json<{ user: { id: string } }>("/api/me")).body.user.id).toBe(firstId);
  });

  it("links to an existing password account when the provider has verified the e-mail", async () => {
    const existing = await signedInUser(t);
    const client = new TestClient(t);
    const res = await signInWithProvider(client, providerUser(existing.email, true));
    expect(res.headers.get("location")).toBe("/dashboard");
    const me = await client.json<{ user: { id: string } }>("/api/me");
    expect(me.body.user.id).toBe(existing.id);
    expect(await oidcAccounts(existing.id)).toHaveLength(1);
  });

  it("does not link to an account with two-step verification on, even with a verified e-mail", async () => {
    const existing = await signedInUser(t);
    await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, existing.id));
    const client = new TestClient(t);
    const res = await signInWithProvider(client, providerUser(existing.email, true));
    expect(res.headers.get("location")).toMatch(/^\/auth\/login\?error=two_factor_enabled(&|$)/);
    expect((await client.json("/api/me")).status).toBe(401);
    expect(await oidcAccounts(existing.id)).toHaveLength(0);
  });

  it("does not sign into a linked account once two-step verification is turned on", async () => {
    const sub = providerUser(uniqueEmail("oidc-2fa-later"), true);
    const first = new TestClient(t);
    await signInWithProvider(first, sub);
    const id = (await first.json<{ user: { id: string } }>("/api/me")).body.user.id;
    await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, id));
    const client = new TestClient(t);
    const res = await signInWithProvider(client, sub);
    expect(res.headers.get("location")).toMatch(/^\/auth\/login\?error=two_factor_enabled(&|$)/);
    expect((await client.json("/api/me")).status).toBe(401);
  });

  it("refuses an unverified provider e-mail that matches an existing account: no link, no session", async () => {
    const existing = await signedInUser(t);
    const client = new TestClient(t);
    const res = await signInWithProvider(client, providerUser(existing.email, false));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/login?error=account_not_linked");
    expect((await client.json("/api/me")).status).toBe(401);
    expect(client.cookie("better-auth.session_token")).toBeUndefined();
    expect(await oidcAccounts(existing.id)).toHaveLength(0);
  });

  it("does not link a verified provider e-mail to a local account nobody has verified (pre-registered)", async () => {
    const email = uniqueEmail("oidc-squat");
    const squatter = new TestClient(t);
    await squatter.request("/api/auth/sign-up/email", {
      json: { name: "Squatter", email, password: "squatter-password-1", phoneNumber: "+1 (555) 123-4567" },
    });
    // The sign-up answer is the same for every address (auth/answer-at-deadline.ts): the account is read here.
    await answeredWorkDone();
    const [squatterUser] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const client = new TestClient(t);
    const res = await signInWithProvider(client, providerUser(email, true));
    expect(res.headers.get("location")).toBe("/auth/login?error=account_not_linked");
    expect((await client.json("/api/me")).status).toBe(401);
    expect(await oidcAccounts(squatterUser!.id)).toHaveLength(0);
  });

  it("creates an unverified user for an unverified new e-mail but signs in only after the mailed link", async () => {
    const client = new TestClient(t);
    const email = uniqueEmail("oidc-unverified");
    const sub = providerUser(email, false);
    const res = await signInWithProvider(client, sub);
    expect(res.headers.get("location")).toBe("/auth/login?error=email_not_verified");
    expect((await client.json("/api/me")).status).toBe(401);
    const [row] = await t.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(1);
    const link = new URL(await latestMailLink(t, email));
    expect((await new TestClient(t).request(link.pathname + link.search)).status).toBe(302);
    const later = new TestClient(t);
    expect((await signInWithProvider(later, sub)).headers.get("location")).toBe("/dashboard");
    expect((await later.json<{ user: { email: string } }>("/api/me")).body.user.email).toBe(email);
  });
});

describe("OIDC state checks", () => {
  it("refuses a callback whose state was tampered with", async () => {
    const client = new TestClient(t);
    const back = await new ProviderBrowser(oidc.issuer).signInAt(await startSignIn(client), providerUser(uniqueEmail("oidc-tamper"), true));
    back.searchParams.set("state", `${back.searchParams.get("state")}x`);
    const res = await client.request(back.pathname + back.search);
    expect(res.headers.get("location")).toBe("http://localhost:3000/auth/login?error=state_mismatch");
    expect((await client.json("/api/me")).status).toBe(401);
  });

  it("refuses a callback without a state", async () => {
    const client = new TestClient(t);
    const back = await new ProviderBrowser(oidc.issuer).signInAt(await startSignIn(client), providerUser(uniqueEmail("oidc-nostate"), true));
    back.searchParams.delete("state");
    const res = await client.request(back.pathname + back.search);
    expect(res.headers.get("location")).toBe("http://localhost:3000/auth/login?error=state_not_found");
  });

  it("refuses the callback in a browser that did not start the flow (login CSRF)", async () => {
    const attacker = new TestClient(t);
    const back = await new ProviderBrowser(oidc.issuer).signInAt(await startSignIn(attacker), providerUser(uniqueEmail("oidc-csrf"), true));
    const victim = new TestClient(t);
    const res = await victim.request(back.pathname + back.search);
    expect(res.headers.get("location")).toBe("/auth/login?error=state_mismatch");
    expect((await victim.json("/api/me")).status).toBe(401);
  });

  it("refuses a replayed callback", async () => {
    const client = new TestClient(t);
    const back = await new ProviderBrowser(oidc.issuer).signInAt(await startSignIn(client), providerUser(uniqueEmail("oidc-replay"), true));
    const eavesdropper = client.withCopiedCookies();
    expect((await client.request(back.pathname + back.search)).headers.get("location")).toBe("/dashboard");
    const replay = await eavesdropper.request(back.pathname + back.search);
    expect(replay.headers.get("location")).toBe("http://localhost:3000/auth/login?error=state_mismatch");
    expect(eavesdropper.cookie("better-auth.session_token")).toBeUndefined();
  });
});

describe("OIDC rate limit", () => {
  it("lets one address start 20 social sign-ins a minute, then answers 429", async () => {
    const client = new TestClient(t);
    for (let i = 0; i < 20; i += 1) await startSignIn(client);
    const res = await client.json("/api/auth/sign-in/social", { json: { provider: "oidc", callbackURL: "/dashboard" } });
    expect(res.status).toBe(429);
  });
});

describe("social sign-in not configured", () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({}, { sameDatabaseAs: t });
  });

  it("lists no providers and refuses to start the flow", async () => {
    const client = new TestClient(plain);
    expect(await client.json("/api/auth-providers")).toEqual({ status: 200, body: { providers: [] } });
    const res = await client.json("/api/auth/sign-in/social", { json: { provider: "oidc", callbackURL: "/dashboard", disableRedirect: true } });
    expect(res.status).toBe(404);
  });
});
