import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { apiTokenMessages, type PantryItem, type PantryResponse } from "@sierra/shared";
import { apiTokens, user as userTable } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { kitchenMember, ownRecipe, planDinner, stock } from "../../testing/kitchen";
import { listTokens, makeToken, script, type ErrorBody } from "./test-helpers";

/** Personal API tokens: made and revoked in the profile, used by scripts (docs/decisions/059). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.setNow(null));

const NOON = new Date("2026-11-21T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

describe("making a token", () => {
  it("shows the secret once, stores only its SHA-256, and lists the token without it", async () => {
    const user = await signedInUser(t);
    const created = await makeToken(user.client, { name: "  Home Assistant ", scope: "read", expiresInDays: 90 });
    const { secret, token } = created;
    expect(secret).toMatch(/^sierra_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: "Home Assistant", scope: "read", hint: secret.slice(0, 15), lastUsedAt: null, expired: false });
    expect(new Date(token.expiresAt).getTime() - new Date(token.createdAt).getTime()).toBe(90 * DAY_MS);

    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret.slice(15));

    const listed = await user.client.request("/api/account/api-tokens");
    const text = await listed.text();
    expect(text).not.toContain(secret.slice(15));
    expect(JSON.parse(text)).toEqual({ tokens: [token] });
  });

  it.each([
    [{ name: " " }, apiTokenMessages.nameRequired],
    [{ name: "x".repeat(61) }, apiTokenMessages.nameTooLong],
    [{ scope: "admin" }, apiTokenMessages.scope],
    [{ expiresInDays: 3650 }, apiTokenMessages.lifetime],
  ])("refuses %o: %s", async (change, message) => {
    const user = await signedInUser(t);
    const res = await user.client.json<ErrorBody>("/api/account/api-tokens", { json: { name: "Script", scope: "read", expiresInDays: 30, ...change } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", message });
  });

  it(`holds an account to ${20} tokens`, async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 20; i += 1) await makeToken(user.client, { name: `Token ${i}` });
    const res = await user.client.json<ErrorBody>("/api/account/api-tokens", { json: { name: "One more", scope: "read", expiresInDays: 30 } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: "TOKEN_LIMIT", message: apiTokenMessages.tooMany });
  });

  it("is for signed-in members only", async () => {
    const visitor = new TestClient(t);
    expect((await visitor.request("/api/account/api-tokens")).status).toBe(401);
    expect((await visitor.request("/api/account/api-tokens", { json: { name: "x", scope: "read", expiresInDays: 30 } })).status).toBe(401);
  });
});

describe("using a token", () => {
  it("reads the member's week of meal plans and records when it was last used", async () => {
    t.setNow(NOON);
    const user = await kitchenMember(t);
    const soup = await ownRecipe(user.client, "Token soup", ["1 onion"]);
    await planDinner(user.client, "2026-11-23", soup.id);
    const { secret, token } = await makeToken(user.client, { scope: "read" });

    const plan = await script(t, secret).json<{ slots: unknown }>("/api/meal-plans?view=weekly&date=2026-11-23");
    expect(plan.status).toBe(200);
    expect(JSON.stringify(plan.body)).toContain(soup.id);
    expect((await listTokens(user.client)).find((x) => x.id === token.id)!.lastUsedAt).toBe(NOON.toISOString());
  });

  it("read-only refuses every change with 403 and changes nothing; read and write changes", async () => {
    const user = await kitchenMember(t);
    const reader = script(t, (await makeToken(user.client, { scope: "read" })).secret);
    const writer = script(t, (await makeToken(user.client, { scope: "read_write" })).secret);
    for (const [method, path, json] of [
      ["POST", "/api/pantry/items", { name: "rice" }],
      ["PUT", "/api/profile/preferences", {}],
      ["POST", "/api/favorites", { recipeId: crypto.randomUUID() }],
      ["DELETE", "/api/shopping-lists/" + crypto.randomUUID(), undefined],
    ] as const) {
      const res = await reader.json(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ code: "TOKEN_READ_ONLY", message: apiTokenMessages.readOnly });
    }
    expect((await user.client.json<PantryResponse>("/api/pantry")).body.items).toEqual([]);

    const added = await writer.json<PantryItem>("/api/pantry/items", { json: { name: "rice", quantity: 1, unit: "kg" } });
    expect(added.status).toBe(201);
    expect((await user.client.json<PantryResponse>("/api/pantry")).body.items.map((i) => i.id)).toEqual([added.body.id]);
    expect((await reader.json<PantryResponse>("/api/pantry")).body.items.map((i) => i.id)).toEqual([added.body.id]);
  });

  it("never works on account, sessions, tokens, billing, admin or sign-in routes, even an admin's token", async () => {
    const admin = await signedInUser(t);
    await t.db.execute(`update "user" set role = 'super_admin' where id = '${admin.id}'`);
    const { secret } = await makeToken(admin.client);
    const token = script(t, secret);
    for (const [method, path] of [
      ["GET", "/api/me"],
      ["GET", "/api/profile"],
      ["PUT", "/api/profile/personal"],
      ["POST", "/api/profile/change-email"],
      ["GET", "/api/account/sessions"],
      ["GET", "/api/account/api-tokens"],
      ["POST", "/api/account/api-tokens"],
      ["DELETE", "/api/account/api-tokens/" + crypto.randomUUID()],
      ["GET", "/api/billing/subscription"],
      ["POST", "/api/billing/cancel"],
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/community/reports"],
      ["GET", "/api/calendar-feed"],
      ["GET", "/api/dashboard/stats"],
      ["GET", "/api/assistant/thread"],
    ] as const) {
      const res = await token.json(path, { method, json: method === "GET" ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual({ code: "TOKEN_NOT_ALLOWED", message: apiTokenMessages.notAllowed });
    }
    // better-auth never reads the token as a session.
    expect((await token.json("/api/auth/get-session")).body).toBeNull();
    // ...and the cookie beside a token does not widen it: the token decides.
    expect((await admin.client.request("/api/admin/users", { headers: { authorization: `Bearer ${secret}` } })).status).toBe(403);
    expect((await admin.client.request("/api/admin/users")).status).toBe(200);
  });

  it("answers 401 to unknown and malformed tokens, on public routes too", async () => {
    for (const header of ["Bearer sierra_pat_" + "A".repeat(43), "Bearer not-ours", "Bearer", "bearer   "]) {
      const res = await new TestClient(t).json<ErrorBody>("/api/recipes", { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
      expect(res.body, header).toEqual({ code: "TOKEN_INVALID", message: apiTokenMessages.invalid });
    }
    const res = await new TestClient(t).request("/api/favorites", { headers: { authorization: "Bearer sierra_pat_nope" } });
    expect(res.headers.get("www-authenticate")).toContain('error="invalid_token"');
    // Without a token, the public catalogue still answers visitors.
    expect((await new TestClient(t).request("/api/recipes")).status).toBe(200);
  });

  it("stops at its expiry with 401 TOKEN_EXPIRED and is listed as expired", async () => {
    t.setNow(NOON);
    const user = await signedInUser(t);
    const { secret, token } = await makeToken(user.client, { expiresInDays: 30 });
    t.setNow(new Date(NOON.getTime() + 30 * DAY_MS - 1000));
    expect((await script(t, secret).request("/api/favorites")).status).toBe(200);
    t.setNow(new Date(NOON.getTime() + 30 * DAY_MS));
    const res = await script(t, secret).json("/api/favorites");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "TOKEN_EXPIRED", message: apiTokenMessages.expired });
    expect((await listTokens(user.client)).find((x) => x.id === token.id)!.expired).toBe(true);
  });
});

describe("the rate limit", () => {
  it("allows 60 requests a minute per token, then 429 with Retry-After; other tokens are unaffected", async () => {
    t.setNow(NOON);
    const user = await signedInUser(t);
    const busy = script(t, (await makeToken(user.client, { name: "Busy" })).secret);
    const calm = script(t, (await makeToken(user.client, { name: "Calm" })).secret);
    for (let i = 0; i < 60; i += 1) expect((await busy.request("/api/favorites")).status, `request ${i + 1}`).toBe(200);
    const refused = await busy.request("/api/favorites");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({ code: "TOKEN_RATE_LIMITED", message: apiTokenMessages.rateLimited });
    expect((await calm.request("/api/favorites")).status).toBe(200);
    t.setNow(new Date(NOON.getTime() + 45_000));
    expect((await busy.request("/api/favorites")).headers.get("retry-after")).toBe("15");
    t.setNow(new Date(NOON.getTime() + 60_000));
    expect((await busy.request("/api/favorites")).status).toBe(200);
  });

  it("counts requests sent at once exactly: 60 pass, the rest are refused", async () => {
    t.setNow(NOON);
    const user = await signedInUser(t);
    const token = script(t, (await makeToken(user.client)).secret);
    const statuses = await Promise.all(Array.from({ length: 70 }, () => token.request("/api/favorites").then((res) => res.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe("revoking", () => {
  it("stops the token at once; a second revoke and a malformed id are not found", async () => {
    const user = await signedInUser(t);
    const { secret, token } = await makeToken(user.client);
    expect((await script(t, secret).request("/api/favorites")).status).toBe(200);
    expect((await user.client.json(`/api/account/api-tokens/${token.id}`, { method: "DELETE" })).body).toEqual({ ok: true });
    const res = await script(t, secret).json("/api/favorites");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("TOKEN_INVALID");
    expect(await listTokens(user.client)).toEqual([]);
    for (const id of [token.id, "not-a-uuid"]) {
      const again = await user.client.json<ErrorBody>(`/api/account/api-tokens/${id}`, { method: "DELETE" });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ code: "TOKEN_NOT_FOUND", message: apiTokenMessages.notFound });
    }
  });

  it("Sign Out everywhere revokes every token of the account, and no one else's", async () => {
    const user = await signedInUser(t);
    const bystander = await signedInUser(t);
    const tokens = [await makeToken(user.client, { name: "One" }), await makeToken(user.client, { name: "Two", scope: "read" })];
    const theirs = await makeToken(bystander.client);
    expect((await user.client.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    for (const { secret } of tokens) expect((await script(t, secret).request("/api/favorites")).status).toBe(401);
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
    expect((await script(t, theirs.secret).request("/api/favorites")).status).toBe(200);
  });
});

describe("a banned member", () => {
  it("has their tokens refused while the ban lasts", async () => {
    t.setNow(NOON);
    const user = await signedInUser(t);
    const token = script(t, (await makeToken(user.client)).secret);
    await t.db
      .update(userTable)
      .set({ banned: true, banExpires: new Date(NOON.getTime() + DAY_MS) })
      .where(eq(userTable.id, user.id));
    expect((await token.json("/api/favorites")).body).toEqual({ code: "TOKEN_INVALID", message: apiTokenMessages.invalid });
    t.setNow(new Date(NOON.getTime() + DAY_MS + 1000));
    expect((await token.request("/api/favorites")).status).toBe(200);
  });
});

describe("another member", () => {
  it("cannot list or revoke A's tokens, and A's token never reaches B's data", async () => {
    t.setNow(NOON);
    const a = await kitchenMember(t);
    const b = await kitchenMember(t);
    const aToken = await makeToken(a.client);
    expect(await listTokens(b.client)).toEqual([]);
    const theirs = await b.client.json<ErrorBody>(`/api/account/api-tokens/${aToken.token.id}`, { method: "DELETE" });
    const nobody = await b.client.json<ErrorBody>(`/api/account/api-tokens/${crypto.randomUUID()}`, { method: "DELETE" });
    expect(theirs).toEqual(nobody);
    expect(theirs.status).toBe(404);
    expect(await listTokens(a.client)).toHaveLength(1);

    const bSaffron = await stock(b.client, { name: "saffron" });
    const bRecipe = await ownRecipe(b.client, "B's private stew", ["1 onion"]);
    await planDinner(b.client, "2026-11-23", bRecipe.id);
    const aScript = script(t, aToken.secret);
    const pantry = await aScript.json<PantryResponse>("/api/pantry");
    expect(pantry.body.items.map((i) => i.id)).not.toContain(bSaffron.id);
    expect((await aScript.json(`/api/pantry/items/${bSaffron.id}`, { method: "PATCH", json: { quantity: 9 } })).status).toBe(404);
    expect((await aScript.request(`/api/pantry/items/${bSaffron.id}`, { method: "DELETE" })).status).toBe(404);
    const plan = await aScript.request("/api/meal-plans?view=weekly&date=2026-11-23");
    expect(plan.status).toBe(200);
    expect(await plan.text()).not.toContain(bRecipe.id);
    expect((await aScript.request(`/api/recipes/${bRecipe.id}`)).status).toBe(404);
    expect((await b.client.json<PantryResponse>("/api/pantry")).body.items).toEqual([
      expect.objectContaining({ id: bSaffron.id, quantity: bSaffron.quantity }),
    ]);
  });
});

describe("the OpenAPI document", () => {
  it("declares the bearer scheme on the routes tokens may use, and not on the rest", async () => {
    type Doc = {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const doc = (await new TestClient(t).json<Doc>("/api/openapi.json")).body;
    expect(doc.components.securitySchemes.personalApiToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/meal-plans"]!.get!.security).toContainEqual({ personalApiToken: [] });
    expect(JSON.stringify(doc.paths["/account/api-tokens"]!.post!.security ?? [])).not.toContain("personalApiToken");
    expect(JSON.stringify(doc.paths["/account/sessions"]!.get!.security ?? [])).not.toContain("personalApiToken");
  });
});
