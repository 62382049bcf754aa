import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { apiTokenMessages, type PantryResponse } from "@sierra/shared";
import { apiTokens } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { kitchenMember, ownRecipe, planDinner, stock } from "../../testing/kitchen";
import { listTokens, makeToken, script, type ErrorBody } from "./test-helpers";

/** Personal API tokens: made, listed and revoked in the profile, by their owner only (docs/decisions/059). */
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
