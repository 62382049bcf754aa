import { eq } from "drizzle-orm";
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from "@sierra/shared";
import { preferences } from "../../db/schema";
import type { TestApp } from "../../testing/test-app";
import type { TestClient } from "../../testing/test-client";
import { kitchenMember } from "../../testing/kitchen";
import type { ReceivedMail } from "../../testing/smtp-test-server";

/** A trial member in a zone, with the reminders patch saved through the API. */
export async function reminderMember(t: TestApp, timeZone: string, patch: Partial<ReminderSettings>) {
  const user = await kitchenMember(t);
  await t.db.update(preferences).set({ userTimezone: timeZone }).where(eq(preferences.userId, user.id));
  const saved = await user.client.json("/api/reminders/settings", { method: "PUT", json: { ...DEFAULT_REMINDER_SETTINGS, ...patch } });
  if (saved.status !== 200) throw new Error(`settings: ${saved.status} ${JSON.stringify(saved.body)}`);
  return user;
}

/** A recipe of the member's own with the given steps. */
export async function recipeWithSteps(client: TestClient, title: string, steps: string[]): Promise<string> {
  const res = await client.json<{ id: string }>("/api/recipes", { json: { title, ingredients: ["1 chicken"], steps, serving_size: 2, dietary_tags: [] } });
  if (res.status !== 201) throw new Error(`recipe: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Mail the local SMTP server received for an address, bodies decoded from quoted-printable. */
export function mailTo(received: ReceivedMail[], email: string) {
  return received
    .filter((m) => m.to.includes(email) && !m.data.includes("Subject: Verify your email"))
    .map((m) =>
      m.data
        .replace(/=\r\n/g, "")
        .replace(/=3D/g, "=")
        .replace(/=E2=80=99/g, "’"),
    );
}
