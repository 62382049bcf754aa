import type { MailMessage } from "../../adapters/mail";

/** Billing mails: plain words, one link each, in the style of the auth mails. */
const page = (text: string) => `<p>${text.replace(/\n/g, "<br>")}</p>`;

function mail(to: string, subject: string, text: string): MailMessage {
  return { to, subject, text, html: page(text) };
}

export const trialEndingMail = (to: string, trialEnd: Date, appUrl: string) =>
  mail(
    to,
    "Your free trial ends in 3 days",
    `Your Sierra Meal Planner free trial ends on ${trialEnd.toUTCString().slice(0, 16)}.\nYour plan continues automatically; you can change or cancel it here: ${appUrl}/subscription`,
  );

export const paymentFailedMail = (to: string, appUrl: string) =>
  mail(
    to,
    "Your payment failed",
    `We could not charge your card for Sierra Meal Planner. Your plan stays usable for now.\nPlease update your card: ${appUrl}/subscription`,
  );
