import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "./smtp-mailer";
import { verificationMail } from "./templates";
import { startSmtpTestServer } from "../../testing/smtp-test-server";

/** The real SMTP adapter against a real SMTP server on loopback. */
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

describe("SMTP mailer", () => {
  it("delivers a verification e-mail with its link", async () => {
    const mailer = createSmtpMailer(smtp.url, "Sierra <no-reply@sierra.test>");
    expect((await mailer.check()).ok).toBe(true);
    await mailer.send(verificationMail("cook@example.com", "http://localhost:3000/api/auth/verify-email?token=abc"));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toBe("no-reply@sierra.test");
    expect(smtp.received[0]?.to).toEqual(["cook@example.com"]);
    expect(smtp.received[0]?.data).toContain("Subject: Verify your email for Sierra Meal Planner");
    // Bodies travel quoted-printable: undo soft line breaks and "=3D" before looking for the link.
    const body = (smtp.received[0]?.data ?? "").replace(/=\r\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain("http://localhost:3000/api/auth/verify-email?token=abc");
  });

  it("reports an unreachable server in its health check", async () => {
    const mailer = createSmtpMailer("smtp://127.0.0.1:1", "x@y.z");
    const result = await mailer.check();
    expect(result.ok).toBe(false);
  });
});
