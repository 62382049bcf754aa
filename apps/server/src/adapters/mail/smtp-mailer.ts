import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mailer";

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    async check() {
      try {
        await transport.verify();
        return { ok: true, detail: "SMTP server reachable" };
      } catch (error) {
        return { ok: false, detail: `SMTP check failed: ${(error as Error).message}` };
      }
    },
  };
}
