import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/admin/access";

/**
 * Roles user / admin / super_admin. Admins may look at users but not change
 * roles: only a super_admin holds "set-role" (grant or remove admin or super_admin).
 * Nobody may list another user's sessions: better-auth's list answers with raw session
 * tokens, which would let the reader sign in as that user.
 */
export const ac = createAccessControl(defaultStatements);

export const roles = {
  user: ac.newRole({ user: [], session: [] }),
  admin: ac.newRole({ user: ["list", "get"], session: [] }),
  super_admin: ac.newRole({
    user: ["create", "list", "set-role", "ban", "delete", "set-password", "get", "update"],
    session: ["revoke", "delete"],
  }),
};
