import { eq } from "drizzle-orm";
import type { ReminderPayload, ReminderSettings } from "@sierra/shared";
import type { Database } from "../../db/client";
import type { Mailer, MailMessage } from "../../adapters/mail";
import { user } from "../../db/schema";
import type { PushSender } from "./push-sender";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The e-mail form of a reminder: its text and a link to the page the notification would open. */
export function reminderMail(to: string, payload: ReminderPayload, appUrl: string): MailMessage {
  const link = `${appUrl}${payload.url}`;
  const outro = "You get this because you switched it on in your profile's Reminders; you can switch it off there.";
  return {
    to,
    subject: payload.title,
    text: `${payload.body}\n\nOpen Sierra Meal Planner: ${link}\n\n${outro}\n\n— Sierra Meal Planner`,
    html: `<p>${escapeHtml(payload.body)}</p><p><a href="${escapeHtml(link)}">Open Sierra Meal Planner</a></p><p>${escapeHtml(outro)}</p><p>— Sierra Meal Planner</p>`,
  };
}

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  push: PushSender;
}

/** Sends a reminder on the member's channels; answers how many e-mails and devices it reached. */
export async function deliverReminder(deps: DeliveryDeps, userId: string, channels: ReminderSettings["channels"], payload: ReminderPayload): Promise<number> {
  let delivered = 0;
  if (channels.email) {
    const [row] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (row) {
      await deps.mailer.send(reminderMail(row.email, payload, deps.appUrl));
      delivered += 1;
    }
  }
  if (channels.push) delivered += await deps.push.sendToUser(deps.db, userId, payload);
  return delivered;
}
