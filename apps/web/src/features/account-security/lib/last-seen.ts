// Relative: the unit tests run without the web app's "@" alias.
import { timeAgo } from "../../../lib/time-ago";

/** "Active now" for this device; otherwise "Last active 3 days ago" (under a minute reads "just now"). */
export function lastSeenText(iso: string, current: boolean, now: Date = new Date()): string {
  return current ? "Active now" : `Last active ${timeAgo(iso, now.getTime())}`;
}

/** "Signed in 3 Mar 2026". */
export function signedInText(iso: string): string {
  return `Signed in ${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso))}`;
}
