/**
 * Navigation state that asks the scroll manager to leave the reader where they are (searching and
 * filtering a list). Any other new page starts at the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
