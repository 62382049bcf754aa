import type { Transporter } from "nodemailer";
import type { Mailer, MailMessage } from "./mailer";

/**
 * nodemailer is loaded with the first message or check, not at start: a server without SMTP
 * never needs it, and one with SMTP sends its first mail after start-up (docs/decisions/069).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transportNow = () => (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      await (await transportNow()).sendMail({ from, ...message });
    },
    async check() {
      try {
        await (await transportNow()).verify();
        return { ok: true, detail: "SMTP server reachable" };
      } catch (error) {
        return { ok: false, detail: `SMTP check failed: ${(error as Error).message}` };
      }
    },
  };
}
