import type { MailMessage } from "./mailer";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function linkMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— Sierra Meal Planner`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>— Sierra Meal Planner</p>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  return linkMail(
    to,
    "Verify your email for Sierra Meal Planner",
    `Hi ${name}, welcome to Sierra Meal Planner! Please confirm that this is your email address.`,
    "Verify my email",
    url,
    "If you did not create an account, you can ignore this message.",
  );
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return linkMail(
    to,
    "Reset your Sierra Meal Planner password",
    "We received a request to reset your password. The link works once and expires in one hour.",
    "Choose a new password",
    url,
    "If you did not ask for this, you can ignore this message; your password stays the same.",
  );
}

export function emailChangeMail(to: string, name: string, url: string): MailMessage {
  return linkMail(
    to,
    "Confirm your new email for Sierra Meal Planner",
    `Hi ${name}, you asked to use this address for your Sierra Meal Planner account. Your email changes only when you follow this link.`,
    "Confirm my new email",
    url,
    "If you did not ask for this, you can ignore this message; your account keeps its current address.",
  );
}

/** Sent to the old address: a heads-up without a link, so a stolen session cannot silently take the account. */
export function emailChangeNoticeMail(to: string, newEmail: string): MailMessage {
  const text = `Someone signed in to your Sierra Meal Planner account asked to change its email to ${newEmail}. Nothing changes unless that address confirms.\n\nIf this was not you, sign in and change your password.\n\n— Sierra Meal Planner`;
  return { to, subject: "Your Sierra Meal Planner email is about to change", text, html: `<p>${escapeHtml(text).replace(/\n\n/g, "</p><p>")}</p>` };
}
