import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createTestApp, type TestApp } from "../testing/test-app";
import { signedInUser, TestClient, uniqueEmail } from "../testing/test-client";

/**
 * Finding 4: bad input is a 400 with { code, message }, never a 500. Every route the app
 * serves (read from the router, so a new route is swept too) and the better-auth endpoints
 * the app uses get malformed JSON, NUL bytes, lone surrogates, wrong types, far-future dates
 * and junk path parameters.
 */
let t: TestApp;
let member: TestClient;
let admin: TestClient;
const adminEmail = uniqueEmail("fuzz-root");
const adminPassword = "fuzz-admin-pass-1";

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, SEARCH_RATE_LIMIT: "0" });
  member = (await signedInUser(t)).client;
  admin = new TestClient(t);
  await admin.request("/api/auth/sign-in/email", { json: { email: adminEmail, password: adminPassword } });
});
afterAll(() => t.close());

/** better-auth endpoints the web app calls (the rest of /api/auth/* is its catch-all). */
const AUTH_ENDPOINTS = [
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-up/email",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
  "POST /api/auth/send-verification-email",
  "POST /api/auth/change-password",
  "GET /api/auth/verify-email",
  "POST /api/auth/two-factor/verify-totp",
  "POST /api/auth/two-factor/enable",
];

/** Sign-out would end the sweep's own session; the mailbox is a page, not an API. */
const SKIPPED = new Set(["POST /api/auth/sign-out"]);

function routes(): string[] {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path.includes("*")) continue;
    seen.add(`${r.method} ${r.path}`);
  }
  for (const e of AUTH_ENDPOINTS) seen.add(e);
  return [...seen].filter((r) => !SKIPPED.has(r)).sort();
}

const NUL = "a\u0000b";
const LONE_SURROGATE = "a\ud800b";
const FIELDS = [
  "name",
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "newEmail",
  "title",
  "recipeId",
  "token",
  "message",
  "subject",
  "first_name",
  "last_name",
  "zipcode",
  "timezone",
  "ingredients",
  "steps",
  "categories",
  "calorie_goal",
  "macro_goals",
  "cuisines",
  "kind",
  "planType",
  "days",
  "code",
  "date",
  "view",
  "phoneNumber",
];
const BAD_VALUES: unknown[] = [
  NUL,
  LONE_SURROGATE,
  null,
  {},
  [],
  Number.MAX_VALUE,
  -1,
  3.5,
  true,
  "",
  "x".repeat(20_000),
  "99999-01-01",
  "9999-12-31",
  ["\u0000"],
  { $gt: "" },
  "[object Object]",
];
const BAD_PARAMS = ["%00", "not-a-uuid", "9999-99-99", "99999-12-31", "%F0%9F", "..%2F..%2Fetc", "x".repeat(300), "00000000-0000-0000-0000-000000000000"];
const BAD_QUERIES = [
  "?q=%00",
  "?date=99999-01-01&view=monthly",
  "?date=9999-12-31&view=monthly",
  "?date=1000-01-01",
  "?page=1e309",
  "?page=-1",
  "?search=%00",
  "?token=%00",
  "?zipcode=%00",
  "?view=%00&date=2026-01-01",
  "?q=" + "%ED%A0%80",
];

function pathWith(path: string, param: string) {
  return path.replace(/:[A-Za-z]+/g, param);
}

interface Outcome {
  route: string;
  detail: string;
  status: number;
  body: string;
}

async function send(client: TestClient, method: string, path: string, body?: string): Promise<{ status: number; body: string }> {
  const res = await client.request(path, { method, body, headers: body === undefined ? {} : { "content-type": "application/json" } });
  // An event stream that opened is an answer; it never ends by itself, so it is closed here.
  if (res.headers.get("content-type")?.includes("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, body: "" };
  }
  return { status: res.status, body: await res.text() };
}

/** Auth endpoints are rate limited per address: each probe comes from a new one. */
const clientFor = (route: string) => (route.includes("/api/auth/") ? new TestClient(t) : route.includes("/api/admin/") ? admin : member);

function check(outcomes: Outcome[]) {
  const failures = outcomes.filter((o) => o.status >= 500 || (o.status === 400 && !/"code":"[A-Z_]+"/.test(o.body) && !o.route.includes("/api/auth/")));
  expect(failures.map((f) => `${f.route} ${f.detail} -> ${f.status} ${f.body.slice(0, 120)}`)).toEqual([]);
}

describe("fuzz sweep: no 5xx from bad input", () => {
  it("covers the app's routes", () => {
    expect(routes().length).toBeGreaterThan(40);
  });

  it("malformed JSON, NUL, lone surrogates and wrong types in every body", async () => {
    const outcomes: Outcome[] = [];
    for (const route of routes()) {
      const [method, path] = route.split(" ") as [string, string];
      if (method === "GET" || method === "DELETE") continue;
      const target = pathWith(path, crypto.randomUUID());
      const bodies: Array<[string, string]> = [
        ["malformed", '{"name": "x",'],
        ["not an object", '"just a string"'],
        ["array", "[1,2,3]"],
        ["raw NUL escape", '{"name":"\\u0000","email":"a\\u0000@example.com","title":"\\u0000"}'],
        ["lone surrogate escape", '{"name":"\\ud800","message":"\\udc00x","title":"\\ud83d"}'],
        ...BAD_VALUES.map((v, i): [string, string] => [`all fields = value ${i}`, JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, v])))]),
      ];
      for (const [detail, body] of bodies) {
        const result = await send(clientFor(route), method, target, body);
        outcomes.push({ route, detail, ...result });
      }
    }
    check(outcomes);
  });

  it("junk path parameters and query strings", async () => {
    const outcomes: Outcome[] = [];
    for (const route of routes()) {
      const [method, path] = route.split(" ") as [string, string];
      const body = method === "GET" ? undefined : "{}";
      const targets = path.includes(":") ? BAD_PARAMS.map((p) => pathWith(path, p)) : [];
      targets.push(...BAD_QUERIES.map((q) => `${pathWith(path, crypto.randomUUID())}${q}`));
      for (const target of targets) {
        const result = await send(clientFor(route), method, target, body);
        outcomes.push({ route, detail: target, ...result });
      }
    }
    check(outcomes);
  });

  it("random JSON objects with the app's field names (property-based)", async () => {
    const jsonRoutes = routes().filter((r) => !r.startsWith("GET") && !r.startsWith("DELETE"));
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.constantFrom(NUL, LONE_SURROGATE, "9999-12-31", "2026-02-30", ""),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 5 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
    );
    const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });
    const outcomes: Outcome[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...jsonRoutes), body, async (route, input) => {
        const [method, path] = route.split(" ") as [string, string];
        const result = await send(clientFor(route), method, pathWith(path, crypto.randomUUID()), JSON.stringify(input));
        outcomes.push({ route, detail: JSON.stringify(input).slice(0, 200), ...result });
        return result.status < 500;
      }),
      { numRuns: 300, seed: 20261123 },
    );
    check(outcomes);
  });
});
