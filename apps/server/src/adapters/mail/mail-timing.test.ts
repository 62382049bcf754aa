import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient, uniqueEmail } from "../../testing/test-client";
import { outbox } from "../../db/schema";
import { RESPONSE_FLOOR_MS } from "../../auth/response-floor";
import { startSmtpTestServer } from "../../testing/smtp-test-server";

/**
 * Finding 5: with a real SMTP server, asking for a reset (or signing up) with a known address
 * must take as long as with an unknown one. The server here answers each message after
 * 150 ms, as a remote one would; mail is queued and sent after the response, and the few
 * writes a new account costs more are hidden by a response floor (auth/response-floor.ts).
 */
const SMTP_DELAY_MS = 150;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer({ delayMs: SMTP_DELAY_MS });
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await work();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

/** Alternates the two kinds so a slow moment of the machine hits both alike. */
async function compare(rounds: number, known: (i: number) => Promise<Response>, unknown: (i: number) => Promise<Response>) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    a.push(await timed(() => known(i)));
    b.push(await timed(() => unknown(i)));
  }
  return { known: median(a), unknown: median(b) };
}

async function delivered(to: string) {
  await t.deps.mailer.drain?.();
  return smtp.received.filter((m) => m.to.includes(to));
}

describe("no account enumeration by timing, with a real SMTP server", () => {
  it("mail is queued before the response and delivered by the worker", async () => {
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

  it("password reset: known and unknown addresses answer within 10 ms of each other (medians)", async () => {
    // signedInUser reads the verification link from the outbox, which queues SMTP mail too.
    const me = await signedInUser(t);
    const reset = (email: string) => new TestClient(t).request("/api/auth/request-password-reset", { json: { email, redirectTo: "/auth/reset-password" } });
    // Warm both paths first (first use of a statement, first SMTP connection).
    await reset(me.email);
    await reset(uniqueEmail("nobody"));
    const result = await compare(
      11,
      () => reset(me.email),
      () => reset(uniqueEmail("nobody")),
    );
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(10);
    // The request never waited on the mail server: the floor plus a little, not 150 ms more.
    expect(result.known).toBeLessThan(RESPONSE_FLOOR_MS + SMTP_DELAY_MS);
    expect((await delivered(me.email)).some((m) => m.data.includes("Reset your Sierra Meal Planner password"))).toBe(true);
  });

  it("sign-up: a taken address answers within 10 ms of a new one (medians)", async () => {
    const taken = await signedInUser(t);
    const signUp = (email: string) =>
      new TestClient(t).request("/api/auth/sign-up/email", {
        json: { name: "Timing Cook", email, password: "password-123", phoneNumber: "+1 (555) 123-4567" },
      });
    await signUp(uniqueEmail("warm"));
    await signUp(taken.email);
    const result = await compare(
      9,
      () => signUp(taken.email),
      () => signUp(uniqueEmail("fresh")),
    );
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(10);
  });
});
