export const ROLES = ["user", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

export function isAdminRole(role: string | null | undefined): boolean {
  return role === "admin" || role === "super_admin";
}

/**
 * Only a super_admin may grant or remove admin or super_admin. Since every
 * role change either grants or removes one of those (the only other role is
 * "user"), only a super_admin changes roles at all.
 */
export function canChangeRole(actorRole: string | null | undefined, from: Role, to: Role): boolean {
  if (from === to) return true;
  return actorRole === "super_admin";
}
