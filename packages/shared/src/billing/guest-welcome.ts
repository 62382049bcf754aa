/** How long the welcome mail's set-your-password link of a guest checkout's account works (docs/decisions/048). */
export const GUEST_PASSWORD_LINK_HOURS = 24;
