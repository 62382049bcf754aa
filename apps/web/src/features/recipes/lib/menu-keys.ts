/**
 * Where a key moves focus in a vertical menu, as Radix's menus do it (no wrapping), but
 * worked out at once: see hooks/use-menu-keys.ts for why. Indexes are into the menu's
 * enabled items; `current` is -1 when the menu itself, not an item, has focus.
 */

/** The item a navigation key goes to, or undefined for any other key. */
export function menuKeyTarget(key: string, count: number, current: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case "Home":
    case "PageUp":
      return 0;
    case "End":
    case "PageDown":
      return count - 1;
    case "ArrowDown":
      return current < 0 ? 0 : Math.min(current + 1, count - 1);
    case "ArrowUp":
      return current < 0 ? count - 1 : Math.max(current - 1, 0);
    default:
      return undefined;
  }
}

/**
 * The item typeahead goes to for what has been typed so far, or undefined to stay.
 * Radix's rules: the search runs from the current item on and wraps; one letter (or the
 * same letter again and again) goes to the next item starting with it, so pressing "b"
 * repeatedly cycles through the B's; a longer search may stay on the current item.
 */
export function typeaheadTarget(labels: readonly string[], search: string, current: number): number | undefined {
  const repeated = search.length > 1 && [...search].every((char) => char === search[0]);
  const wanted = (repeated ? search[0]! : search).toLowerCase();
  const start = Math.max(current, 0);
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length;
    if (wanted.length === 1 && index === current) continue;
    if (labels[index]!.toLowerCase().startsWith(wanted)) return index === current ? undefined : index;
  }
  return undefined;
}
