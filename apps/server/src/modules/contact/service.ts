import type { ContactFormValues } from "@sierra/shared";
import { contactMessages } from "../../db/schema";
import type { AppDeps } from "../../app-deps";

/** Stores the message and, when an admin address is configured, forwards it by e-mail. */
export async function submitContactMessage(deps: AppDeps, input: ContactFormValues, userId: string | null): Promise<void> {
  await deps.db.insert(contactMessages).values({ ...input, userId });
  if (deps.env.ADMIN_EMAIL) {
    const text = `From: ${input.name} <${input.email}>\nTopic: ${input.topic}\n\n${input.message}`;
    await deps.mailer.send({ to: deps.env.ADMIN_EMAIL, subject: `[Contact] ${input.topic}`, text, html: "" }).catch((error: unknown) => {
      // The message is stored either way; a mail outage must not lose it or fail the request.
      console.error("contact: forwarding e-mail failed", error);
    });
  }
}
