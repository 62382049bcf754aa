import { z } from "zod";

/** Texts of the active-sessions card and its endpoints (not in the spec; docs/security.md). */
export const sessionMessages = {
  notFound: "That session was not found. It may have ended already.",
} as const;

/** DELETE /api/account/sessions/:id. Session ids are UUIDs; anything else is simply not found. */
export const sessionIdParamSchema = z.object({ id: z.uuid(sessionMessages.notFound) });
