import { pluralNoun } from "@sierra/shared";

export type PageItem = number | "gap-before" | "gap-after";

/**
 * Numbered pages with gaps for long lists: first, last, and a window around the
 * current page. 100,000 recipes are 10,000 pages; we never render them all.
 */
export function pageItems(current: number, total: number, window = 1): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  if (total <= 5 + window * 2) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, page - window);
  const end = Math.min(total - 1, page + window);
  const items: PageItem[] = [1];
  if (start > 2) items.push(start === 3 ? 2 : "gap-before");
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - 1) items.push(end === total - 2 ? total - 1 : "gap-after");
  items.push(total);
  return items;
}

/**
 * 'Showing X of Y recipes (Page N of M)', the spec's wording. Past 1,000 matches the
 * server stops counting (docs/decisions/009) and Y reads "300+".
 */
export function showingText(shown: number, total: number, page: number, totalPages: number, capped = false): string {
  const of = capped ? `${total.toLocaleString("en-US")}+` : String(total);
  return `Showing ${shown} of ${of} ${pluralNoun(capped ? total + 1 : total, "recipe")} (Page ${page} of ${Math.max(1, totalPages)})`;
}
