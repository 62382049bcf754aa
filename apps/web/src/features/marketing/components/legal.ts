/** Date shown on the terms of service and the privacy policy. */
export const LEGAL_LAST_UPDATED = "November 21, 2026";
