import { z } from "zod";
import { API_TOKEN_LIFETIMES, API_TOKEN_SCOPES, apiTokenLimits, apiTokenMessages as m } from "./rules";

/** POST /api/account/api-tokens. */
export const apiTokenCreateSchema = z.object({
  name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(apiTokenLimits.nameMax, m.nameTooLong),
  scope: z.enum(API_TOKEN_SCOPES, m.scope),
  expiresInDays: z.literal([...API_TOKEN_LIFETIMES], m.lifetime),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateSchema>;

/** A token as its owner sees it: never its secret, only the first characters to recognise it. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** "sierra_pat_Ab12": the prefix and the secret's first four characters. */
  hint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type ApiTokenView = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });

/** The one answer that carries the secret; it is stored only as a hash and never shown again. */
export const apiTokenCreatedSchema = z.object({ token: apiTokenSchema, secret: z.string() });

/** DELETE /api/account/api-tokens/:id. Ids are UUIDs; anything else is simply not found. */
export const apiTokenIdParamSchema = z.object({ id: z.uuid(m.notFound) });
