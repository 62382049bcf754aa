import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outbox } from "../../db/schema";
import type { Mailer, MailMessage } from "./mailer";

/** Local delivery: store the message, print it with its links, show it at /dev/mailbox. */
export function createOutboxMailer(db: Database, log: (line: string) => void = console.log): Mailer {
  return {
    kind: "outbox",
    async send(message: MailMessage) {
      await db.insert(outbox).values({ ...message, transport: "local", deliveredAt: new Date() });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log(`[mail] to ${message.to}: ${message.subject}${links.map((l) => `\n  ${l}`).join("")}`);
    },
    async check() {
      await db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
      return { ok: true, detail: "Local outbox (no SMTP_URL set): mail is shown at /dev/mailbox" };
    },
  };
}
