import type { MailMessage } from "./mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function linkMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— Sierra Meal Planner`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>— Sierra Meal Planner</p>`;
  return { to, subject, text, html };
}

/*
 * Security mails never quote what a user typed (a name can hold a link or a lure); they say
 * only what we wrote.
 */

export function verificationMail(to: string, url: string): MailMessage {
  return linkMail(
    to,
    "Verify your email for Sierra Meal Planner",
    "Welcome to Sierra Meal Planner! Please confirm that this is your email address.",
    "Verify my email",
    url,
    "If you did not create an account, you can ignore this message.",
  );
}

/** To the owner of an address someone tried to sign up with again. */
export function existingAccountMail(to: string, loginUrl: string): MailMessage {
  return linkMail(
    to,
    "You already have a Sierra Meal Planner account",
    "Someone, probably you, tried to create a Sierra Meal Planner account with this address. It already has one, so nothing was created.",
    "Sign in",
    loginUrl,
    'Forgot your password? Use "Forgot password" on the sign-in page. If this was not you, you can ignore this message.',
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

/** A new account from a guest checkout: a welcome, not a reset ("did you ask for this?"); docs/decisions/048. */
export function guestWelcomeMail(to: string, url: string, hours: number): MailMessage {
  return linkMail(
    to,
    "Welcome to Sierra Meal Planner: set your password",
    `Welcome to Sierra Meal Planner! Your subscription has started and we created your account for ${to}. Set a password to sign in.`,
    "Set my password",
    url,
    `This link works once, for ${hours} hours. If it has run out, use "Forgot password" on the sign-in page for a new one.`,
  );
}

export function emailChangeMail(to: string, url: string): MailMessage {
  return linkMail(
    to,
    "Confirm your new email for Sierra Meal Planner",
    "You asked to use this address for your Sierra Meal Planner account. Your email changes only when you follow this link, within 24 hours.",
    "Confirm my new email",
    url,
    "If you did not ask for this, you can ignore this message; the account keeps its current address.",
  );
}

/** Sent to the old address when a change is asked for: a heads-up without a link. */
export function emailChangeNoticeMail(to: string, newEmail: string): MailMessage {
  const text = `Someone signed in to your Sierra Meal Planner account asked to change its email to ${newEmail}. Nothing changes unless that address confirms.\n\nIf this was not you, sign in and change your password: that also cancels the change.\n\n— Sierra Meal Planner`;
  return { to, subject: "Your Sierra Meal Planner email is about to change", text, html: `<p>${escapeHtml(text).replace(/\n\n/g, "</p><p>")}</p>` };
}

/** Sent to the old address once the change is done, with the way back. */
export function emailChangedMail(to: string, newEmail: string, undoUrl: string): MailMessage {
  return linkMail(
    to,
    "Your Sierra Meal Planner email was changed",
    `The email of your Sierra Meal Planner account is now ${newEmail}. If you did this, there is nothing to do.`,
    "This was not me: restore my email and sign out every device",
    undoUrl,
    "The link works for 7 days. After using it, choose a new password.",
  );
}
