export const LIST_ITEM_MAX_LENGTH = 100;
export const LIST_MAX_ITEMS = 50;

/** Trimmed, without empty items and without repeats (ignoring case): the spec's list rule. */
export function normalizeListItems(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLocaleLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

/** What pressing Enter does: adds the trimmed item unless it is empty, a repeat or too long. */
export function addListItem(items: readonly string[], input: string): string[] {
  const item = input.trim();
  if (!item || item.length > LIST_ITEM_MAX_LENGTH || items.length >= LIST_MAX_ITEMS) return [...items];
  return normalizeListItems([...items, item]);
}

export function removeListItem(items: readonly string[], index: number): string[] {
  return items.filter((_, i) => i !== index);
}
