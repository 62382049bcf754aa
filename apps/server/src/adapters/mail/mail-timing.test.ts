import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient, uniqueEmail } from "../../testing/test-client";
import { outbox, user } from "../../db/schema";
import { answeredWorkDone, RESPONSE_FLOOR_MS } from "../../auth/answer-at-deadline";
import { startSmtpTestServer } from "../../testing/smtp-test-server";

/**
 * Finding 5: with a real SMTP server, asking for a reset (or signing up) with a known address
 * must take as long as with an unknown one, on a busy server too. The server here answers each
 * message after 150 ms, as a remote one would. No timing is compared (it flakes on a loaded
 * machine): one path's work is made far slower than the deadline instead, and both paths must
 * still answer the same bytes before that work ends (auth/answer-at-deadline.ts).
 */
const SMTP_DELAY_MS = 150;
/** Far beyond the deadline, so an answer that waited for the work cannot be mistaken for one that did not. */
const SLOW_WORK_MS = 3_000;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer({ delayMs: SMTP_DELAY_MS });
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await answeredWorkDone();
  await t.close();
  await smtp.close();
});

async function delivered(to: string) {
  await answeredWorkDone();
  await t.deps.mailer.drain?.();
  return smtp.received.filter((m) => m.to.includes(to));
}

/** The auth handler, with SLOW_WORK_MS more work on requests for `slowEmail` (an overloaded path). */
function slowDownWorkFor(slowEmail: string): () => void {
  const auth = t.deps.auth;
  const real = auth.handler;
  auth.handler = async (request: Request) => {
    const body = (await request.clone().json()) as { email?: string };
    if (body.email === slowEmail) await new Promise((resolve) => setTimeout(resolve, SLOW_WORK_MS));
    return real(request);
  };
  return () => {
    auth.handler = real;
  };
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

async function answer(path: string, json: object): Promise<Answer> {
  const started = performance.now();
  const res = await new TestClient(t).request(path, { json });
  return { status: res.status, body: await res.text(), ms: performance.now() - started };
}

/** Both addresses get the same status and body, never before the deadline, and the slow one before its work ended. */
function expectSameAnswer(fast: Answer, slow: Answer) {
  expect(slow.status).toBe(200);
  expect(slow).toMatchObject({ status: fast.status, body: fast.body });
  for (const { ms } of [fast, slow]) expect(ms).toBeGreaterThanOrEqual(RESPONSE_FLOOR_MS - 1);
  expect(slow.ms).toBeLessThan(SLOW_WORK_MS);
}

describe("no account enumeration by timing, with a real SMTP server", () => {
  it("mail is queued by the request's work and delivered by the worker", async () => {
    const email = uniqueEmail("queued");
    await new TestClient(t).request("/api/auth/sign-up/email", {
      json: { name: "Queued Cook", email, password: "password-123", phoneNumber: "+1 (555) 123-4567" },
    });
    expect((await delivered(email))[0]?.data).toContain("Subject: Verify your email for Sierra Meal Planner");
    const pending = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), isNull(outbox.deliveredAt)));
    expect(pending).toHaveLength(0);
  });

  it("sign-up: a new address whose work is slow answers like a taken one, and its account is made afterwards", async () => {
    const taken = await signedInUser(t);
    const fresh = uniqueEmail("fresh");
    const signUp = (email: string) =>
      answer("/api/auth/sign-up/email", { name: "Timing Cook", email, password: "password-123", phoneNumber: "+1 (555) 123-4567" });
    const restore = slowDownWorkFor(fresh);
    try {
      const [known, unknown] = [await signUp(taken.email), await signUp(fresh)];
      expectSameAnswer(known, unknown);
      expect(await t.db.select({ id: user.id }).from(user).where(eq(user.email, fresh))).toHaveLength(0);
      await answeredWorkDone();
      expect(await t.db.select({ id: user.id }).from(user).where(eq(user.email, fresh))).toHaveLength(1);
      expect((await delivered(fresh))[0]?.data).toContain("Subject: Verify your email for Sierra Meal Planner");
    } finally {
      restore();
    }
  });

  it("password reset: a known address whose work is slow answers like an unknown one, and its mail goes out afterwards", async () => {
    const me = await signedInUser(t);
    const reset = (email: string) => answer("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    const restore = slowDownWorkFor(me.email);
    try {
      const [unknown, known] = [await reset(uniqueEmail("nobody")), await reset(me.email)];
      expectSameAnswer(unknown, known);
      expect((await delivered(me.email)).some((m) => m.data.includes("Reset your Sierra Meal Planner password"))).toBe(true);
    } finally {
      restore();
    }
  });

  it("verification mail: a known address whose work is slow answers like an unknown one", async () => {
    const email = uniqueEmail("unverified");
    await answer("/api/auth/sign-up/email", { name: "Late Reader", email, password: "password-123", phoneNumber: "+1 (555) 123-4567" });
    await answeredWorkDone();
    const resend = (to: string) => answer("/api/auth/send-verification-email", { email: to, callbackURL: "/auth/callback?type=signup" });
    const restore = slowDownWorkFor(email);
    try {
      expectSameAnswer(await resend(uniqueEmail("nobody")), await resend(email));
    } finally {
      restore();
    }
  });
});
