/**
 * Spec: a protected route runs a permission check, waits this long, then shows the page. The app
 * waits after its own check; the server, when it renders a member's protected page, waits after
 * its session check before sending it (docs/decisions/042).
 */
export const PERMISSION_CHECK_DELAY_MS = 100;
