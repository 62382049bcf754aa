export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One interface, two implementations: SMTP (real) and the outbox (embedded, local). */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  /** A live check for the admin's System Health tab. */
  check(): Promise<{ ok: boolean; detail: string }>;
}
