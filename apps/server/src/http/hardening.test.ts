import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { latestMailLink, signedInUser, TestClient, uniqueEmail } from "../testing/test-client";
import { session, user } from "../db/schema";
import { AUTH_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES } from "./body-limit";

/** The penetration test's findings 3, 6, 7, 11 and 12, each through HTTP against a real database. */
let t: TestApp;
const adminEmail = uniqueEmail("root");
const adminPassword = "super-admin-pass-1";
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, TRUST_PROXY: "1", SEARCH_RATE_LIMIT: "5" });
});
afterAll(() => t.close());

const contact = { name: "Casey", email: "casey@example.com", subject: "Hello", message: "A question about plans." };

describe("body limit (413 before parsing)", () => {
  it("refuses a body over 1 MB by its Content-Length", async () => {
    const big = JSON.stringify({ ...contact, message: "x".repeat(BODY_LIMIT_BYTES) });
    const res = await new TestClient(t).json<{ code: string; message: string }>("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "The request is too large." });
  });

  it("refuses a streamed body without Content-Length once it passes the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 4 MB at most: the limit must stop reading long before.
        if (sent >= 4 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request(`${TEST_APP_URL}/api/contact`, {
      method: "POST",
      headers: { origin: TEST_APP_URL, "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it("auth endpoints take at most 16 KB", async () => {
    const res = await new TestClient(t).json("/api/auth/sign-in/email", { json: { email: "a@example.com", password: "p".repeat(AUTH_BODY_LIMIT_BYTES) } });
    expect(res.status).toBe(413);
  });
});

describe("sign-up stores only what the app's rules allow", () => {
  it.each([
    ["a 5,000-character name", { name: "n".repeat(5000) }, "Name can be at most 100 characters"],
    ["a name that is an object", { name: { first: "x" } }, "Name must be at least 2 characters"],
    ["a missing name", { name: undefined }, "Name must be at least 2 characters"],
    ["a phone number that is a number", { phoneNumber: 5551234567 }, "Phone number is required and must be valid"],
  ])("%s is a 400 with the rule's text", async (_label, change, message) => {
    const email = uniqueEmail("signup-rules");
    const res = await new TestClient(t).json<{ code: string; message: string }>("/api/auth/sign-up/email", {
      json: { name: "Casey Cook", email, password: "password-123", phoneNumber: "+1 (555) 123-4567", ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", message });
    expect(await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toHaveLength(0);
  });
});

describe("password reset lifts the sign-in lockout", () => {
  it("ten failures lock the account; a successful reset unlocks it at once", async () => {
    const me = await signedInUser(t);
    const attempt = (password: string) => new TestClient(t).json<{ code?: string }>("/api/auth/sign-in/email", { json: { email: me.email, password } });
    for (let i = 0; i < 10; i += 1) expect((await attempt("wrong-password")).status).toBe(401);
    const locked = await attempt(me.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("ACCOUNT_LOCKED");

    await new TestClient(t).request("/api/auth/request-password-reset", { json: { email: me.email, redirectTo: "/auth/reset-password" } });
    const token = new URL(await latestMailLink(t, me.email)).searchParams.get("token");
    expect((await new TestClient(t).request("/api/auth/reset-password", { json: { newPassword: "a-new-password-1", token } })).status).toBe(200);
    expect((await attempt("a-new-password-1")).status).toBe(200);
  });
});

describe("admins never see session tokens", () => {
  it("list-user-sessions is closed to admin and super_admin alike", async () => {
    const member = await signedInUser(t);
    const admin = new TestClient(t);
    expect((await admin.request("/api/auth/sign-in/email", { json: { email: adminEmail, password: adminPassword } })).status).toBe(200);
    const res = await admin.request("/api/auth/admin/list-user-sessions", { json: { userId: member.id } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/token/i);
    // A plain admin (not super) is refused too.
    await t.db.update(user).set({ role: "admin" }).where(eq(user.id, member.id));
    const plainAdmin = new TestClient(t);
    await plainAdmin.request("/api/auth/sign-in/email", { json: { email: member.email, password: member.password } });
    expect((await plainAdmin.request("/api/auth/admin/list-user-sessions", { json: { userId: member.id } })).status).toBe(404);
  });
});

describe("session tokens stay in the httpOnly cookie", () => {
  it("sign-in answers with the user but without the token", async () => {
    const me = await signedInUser(t);
    const client = new TestClient(t);
    const res = await client.json<Record<string, unknown>>("/api/auth/sign-in/email", { json: { email: me.email, password: me.password } });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("token");
    expect(res.body).toHaveProperty("user");
    expect((await client.json("/api/me")).status).toBe(200);
  });

  it("get-session answers with the session but without its token", async () => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ session: Record<string, unknown>; user: { id: string } }>("/api/auth/get-session");
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(me.id);
    expect(res.body.session).toHaveProperty("expiresAt");
    expect(res.body.session).not.toHaveProperty("token");
  });
});

describe("TRUST_PROXY counts proxies from the right", () => {
  it("with one proxy, the client is the right-most X-Forwarded-For hop, not the one the client wrote", async () => {
    const me = await signedInUser(t);
    // The client writes 203.0.113.66 itself; our proxy appends the address it saw: 198.51.100.7.
    const client = new TestClient(t, "10.0.0.2");
    const res = await client.request("/api/auth/sign-in/email", {
      json: { email: me.email, password: me.password },
      headers: { "x-forwarded-for": "203.0.113.66, 198.51.100.7" },
    });
    expect(res.status).toBe(200);
    const [latest] = await t.db.select({ ip: session.ipAddress }).from(session).where(eq(session.userId, me.id)).orderBy(desc(session.createdAt)).limit(1);
    expect(latest?.ip).toBe("198.51.100.7");
  });
});

describe("API answers are not cached", () => {
  it("personal data says no-store; the public catalogue keeps its own caching", async () => {
    const me = await signedInUser(t);
    expect((await me.client.request("/api/me")).headers.get("cache-control")).toBe("no-store");
    expect((await me.client.request("/api/profile")).headers.get("cache-control")).toBe("no-store");
    expect((await me.client.request("/api/favorites")).headers.get("cache-control")).toBe("no-store");
    const list = await me.client.json<{ recipes: Array<{ id: string }> }>("/api/recipes");
    const image = await me.client.request(`/api/recipes/${list.body.recipes[0]!.id}/image.svg`);
    expect(image.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});

describe("public search is limited per client", () => {
  it("the sixth search in a minute answers 429 with Retry-After; other clients and plain lists are not affected", async () => {
    const client = new TestClient(t);
    for (let i = 0; i < 5; i += 1) expect((await client.request(`/api/recipes?q=chicken${i}`)).status).toBe(200);
    const limited = await client.json<{ code: string; message: string }>("/api/recipes?q=chiken");
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect(Number((await client.request("/api/recipes?q=soup")).headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await client.request("/api/recipes?page=2")).status).toBe(200);
    expect((await new TestClient(t).request("/api/recipes?q=chicken")).status).toBe(200);
  });
});
