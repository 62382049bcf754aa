import { z } from "zod";

/** GET /api/account/sessions: a session as its owner sees it, never its token. */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  lastSeen: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionView = z.infer<typeof accountSessionSchema>;
