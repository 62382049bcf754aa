import { Hono } from "hono";
import { html } from "hono/html";
import { desc, eq } from "drizzle-orm";
import type { AppEnv } from "../../app-deps";
import { outbox } from "../../db/schema";

const LINK = /(https?:\/\/[^\s<>"']+)/g;

/** Message text as HTML: escaped, with its links made clickable. */
function linkify(text: string) {
  const parts = text.split(LINK);
  return parts.map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));
}

/**
 * Local mail, newest first, so a local user can finish sign-up without SMTP. It holds reset
 * links, so app.ts serves it to loopback sockets only (and not in production unless asked).
 */
export const devMailboxRoutes = new Hono<AppEnv>().get("/mailbox", async (c) => {
  const messages = await c.get("deps").db.select().from(outbox).where(eq(outbox.transport, "local")).orderBy(desc(outbox.id)).limit(100);
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Local mailbox · Sierra Meal Planner</title>
          <style>
            body {
              font-family: system-ui, sans-serif;
              margin: 0 auto;
              max-width: 56rem;
              padding: 1.5rem;
              color: #1c1917;
              background: #fafaf9;
            }
            .note {
              background: #fef3c7;
              border: 1px solid #d97706;
              padding: 0.75rem 1rem;
              border-radius: 0.5rem;
            }
            article {
              background: #fff;
              border: 1px solid #d6d3d1;
              border-radius: 0.5rem;
              padding: 1rem;
              margin: 1rem 0;
            }
            pre {
              white-space: pre-wrap;
              word-break: break-word;
              font: inherit;
            }
            a {
              color: #065f46;
            }
            .meta {
              color: #57534e;
              font-size: 0.875rem;
            }
          </style>
        </head>
        <body>
          <main>
            <h1>Local mailbox</h1>
            <p class="note">
              No SMTP server is configured (SMTP_URL), so e-mail is kept here and printed in the server log instead of being sent. This page answers only on
              this machine (loopback), never to other computers.
            </p>
            ${messages.length === 0 ? html`<p>No messages yet.</p>` : ""}
            ${messages.map(
              (m) =>
                html`<article>
                  <h2>${m.subject}</h2>
                  <p class="meta">To ${m.to} · ${m.createdAt.toISOString()}</p>
                  <pre>${linkify(m.text)}</pre>
                </article>`,
            )}
          </main>
        </body>
      </html>`,
  );
});
