// Relative: the unit tests run without the web app's "@" alias.
import { timeAgo } from "../../../lib/time-ago";

const day = (iso: string) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));

/** "Created 3 Mar 2026 · Last used 2 hours ago · Expires 1 Jun 2026" for a token's row. */
export function tokenDatesText(token: { createdAt: string; lastUsedAt: string | null; expiresAt: string; expired: boolean }, now: Date = new Date()): string {
  return [
    `Created ${day(token.createdAt)}`,
    token.lastUsedAt ? `Last used ${timeAgo(token.lastUsedAt, now.getTime())}` : "Never used",
    `${token.expired ? "Expired" : "Expires"} ${day(token.expiresAt)}`,
  ].join(" · ");
}
