import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";
import { createQueuedMailer } from "./queued-mailer";

export type { Mailer, MailMessage } from "./mailer";

export function createMailer(env: Env, db: Database): Mailer {
  return env.SMTP_URL ? createQueuedMailer(db, createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)) : createOutboxMailer(db);
}
