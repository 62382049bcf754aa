import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiTokenMessages, type PantryItem, type PantryResponse } from "@sierra/shared";
import { user as userTable } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { kitchenMember, ownRecipe, planDinner } from "../../testing/kitchen";
import { listTokens, makeToken, script, type ErrorBody } from "./test-helpers";

/** Personal API tokens at work: where they count, scope, expiry and the rate limit (docs/decisions/059). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.setNow(null));

const NOON = new Date("2026-11-21T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

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
