export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One interface, two implementations: SMTP (real, queued) and the outbox (embedded, local). */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /** Stores the message for delivery; with SMTP it is sent after the response, by a worker. */
  send(message: MailMessage): Promise<void>;
  /** A live check for the admin's System Health tab. */
  check(): Promise<{ ok: boolean; detail: string }>;
  /** Delivers what is queued now (shutdown, tests); nothing to do for local mail. */
  drain?(): Promise<void>;
  /** Stops the delivery worker after its current run. */
  stop?(): Promise<void>;
}
