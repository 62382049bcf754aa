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
