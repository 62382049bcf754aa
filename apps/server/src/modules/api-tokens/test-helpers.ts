import { expect } from "vitest";
import type { z } from "zod";
import type { apiTokenCreatedSchema, apiTokenListSchema, ApiTokenCreateInput } from "@sierra/shared";
import type { TestApp } from "../../testing/test-app";
import { TestClient } from "../../testing/test-client";

export type Created = z.infer<typeof apiTokenCreatedSchema>;
export type TokenList = z.infer<typeof apiTokenListSchema>;
export type ErrorBody = { code: string; message: string };

/** Makes a token through the profile's endpoint, as the signed-in member. */
export async function makeToken(client: TestClient, input: Partial<ApiTokenCreateInput> = {}): Promise<Created> {
  const res = await client.json<Created>("/api/account/api-tokens", { json: { name: "Script", scope: "read_write", expiresInDays: 30, ...input } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const listTokens = async (client: TestClient) => (await client.json<TokenList>("/api/account/api-tokens")).body.tokens;

/** A script with only the token: no cookie, its own address. */
export function script(t: TestApp, secret: string) {
  const client = new TestClient(t);
  const auth = { authorization: `Bearer ${secret}` };
  return {
    request: (path: string, init: Parameters<TestClient["request"]>[1] = {}) => client.request(path, { ...init, headers: { ...auth, ...init.headers } }),
    json: <T = ErrorBody>(path: string, init: Parameters<TestClient["request"]>[1] = {}) =>
      client.json<T>(path, { ...init, headers: { ...auth, ...init.headers } }),
  };
}
