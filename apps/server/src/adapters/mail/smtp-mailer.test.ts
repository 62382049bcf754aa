import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { createSmtpMailer } from "./smtp-mailer";
import { verificationMail } from "./templates";

/** The real SMTP adapter against a real SMTP server on loopback. */
const received: Array<{ from: string; to: string[]; data: string }> = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("SMTP mailer", () => {
  it("delivers a verification e-mail with its link", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Sierra <no-reply@sierra.test>");
    expect((await mailer.check()).ok).toBe(true);
    await mailer.send(verificationMail("cook@example.com", "http://localhost:3000/api/auth/verify-email?token=abc"));
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe("no-reply@sierra.test");
    expect(received[0]?.to).toEqual(["cook@example.com"]);
    expect(received[0]?.data).toContain("Subject: Verify your email for Sierra Meal Planner");
    // Bodies travel quoted-printable: undo soft line breaks and "=3D" before looking for the link.
    const body = (received[0]?.data ?? "").replace(/=\r\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain("http://localhost:3000/api/auth/verify-email?token=abc");
  });

  it("reports an unreachable server in its health check", async () => {
    const mailer = createSmtpMailer("smtp://127.0.0.1:1", "x@y.z");
    const result = await mailer.check();
    expect(result.ok).toBe(false);
  });
});
