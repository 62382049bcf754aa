import { createContext } from "react";

/**
 * Whether the spec's pause after the permission check (100 ms) was already taken for the page on
 * screen: by the server, which checked the session and waited before it sent a member's page it
 * rendered (docs/decisions/042). The app's first protected page then shows at once instead of
 * pausing a second time. Only that first page: a protected route mounted later pauses as usual.
 */
export interface PermissionPause {
  /** True until `consume` is called; a protected route that asked while true skipped its pause. */
  wasTaken(): boolean;
  /** The pause has served its page: later protected routes take their own. */
  consume(): void;
  /** Whether a protected route skipped its pause on the strength of this one (the server then waits before sending). */
  readonly used: boolean;
}

export function permissionPause(taken: boolean): PermissionPause {
  let open = taken;
  let used = false;
  return {
    wasTaken: () => {
      if (open) used = true;
      return open;
    },
    consume: () => {
      open = false;
    },
    get used() {
      return used;
    },
  };
}

export const PermissionPauseContext = createContext<PermissionPause>(permissionPause(false));
