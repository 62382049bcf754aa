import { describe, expect, it } from "vitest";
import { apiTokenCreateSchema } from "./schemas";
import { apiTokenMessages as m } from "./rules";

const valid = { name: "Home Assistant", scope: "read", expiresInDays: 90 };

const refusals: Array<[string, unknown, string]> = [
  ["an empty name", { ...valid, name: "   " }, m.nameRequired],
  ["a missing name", { scope: "read", expiresInDays: 30 }, m.nameRequired],
  ["a name over 60 characters", { ...valid, name: "x".repeat(61) }, m.nameTooLong],
  ["an unknown scope", { ...valid, scope: "admin" }, m.scope],
  ["a lifetime not offered", { ...valid, expiresInDays: 7 }, m.lifetime],
  ["no lifetime (tokens always expire)", { name: "x", scope: "read" }, m.lifetime],
];

describe("apiTokenCreateSchema", () => {
  it.each(refusals)("refuses %s", (_case, input, message) => {
    const result = apiTokenCreateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("trims the name and keeps the choices", () => {
    expect(apiTokenCreateSchema.parse({ ...valid, name: "  Shortcuts  ", scope: "read_write", expiresInDays: 365 })).toEqual({
      name: "Shortcuts",
      scope: "read_write",
      expiresInDays: 365,
    });
  });
});
