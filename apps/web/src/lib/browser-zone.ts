/** The browser's own time zone: the clock for "today" until the member's saved zone is known. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
