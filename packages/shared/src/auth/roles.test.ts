import { describe, expect, it } from "vitest";
import { canChangeRole, isAdminRole } from "./roles";

describe("roles", () => {
  it("knows which roles are admin roles", () => {
    expect([isAdminRole("user"), isAdminRole("admin"), isAdminRole("super_admin"), isAdminRole(null)]).toEqual([false, true, true, false]);
  });

  it.each([
    ["super_admin", "user", "admin", true],
    ["super_admin", "admin", "super_admin", true],
    ["super_admin", "admin", "user", true],
    ["admin", "user", "admin", false],
    ["admin", "user", "super_admin", false],
    ["admin", "admin", "user", false],
    ["user", "user", "admin", false],
  ] as const)("%s changing %s -> %s: %s", (actor, from, to, allowed) => {
    expect(canChangeRole(actor, from, to)).toBe(allowed);
  });
});
