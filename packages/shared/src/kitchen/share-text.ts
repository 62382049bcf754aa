import { formatIngredient } from "../recipes/ingredient";
import { AISLE_LABELS, AISLES } from "./aisles";
import type { ShoppingListDetail, ShoppingListItem } from "./api";

/** One item as it reads on a list: "2 cans (14.5 oz) chickpeas", "salt". */
export function itemText(item: Pick<ShoppingListItem, "quantity" | "unit" | "name" | "containerSize">): string {
  return formatIngredient({
    quantity: item.quantity,
    quantityMax: null,
    unit: item.unit,
    name: item.name,
    note: null,
    ...(item.containerSize ? { containerSize: item.containerSize } : {}),
  });
}

/** Items by aisle in store order, each aisle in list order. */
export function groupByAisle<I extends Pick<ShoppingListItem, "aisle" | "position">>(items: readonly I[]) {
  return AISLES.map((aisle) => ({
    aisle,
    label: AISLE_LABELS[aisle],
    items: items.filter((i) => i.aisle === aisle).sort((a, b) => a.position - b.position),
  })).filter((g) => g.items.length > 0);
}

/** The list as plain text to paste into a message: what is still to buy, by aisle. */
export function listAsText(list: Pick<ShoppingListDetail, "name" | "items">): string {
  const groups = groupByAisle(list.items.filter((i) => !i.checked));
  if (groups.length === 0) return `${list.name}\n\nEverything is checked off.`;
  const body = groups.map((g) => [g.label, ...g.items.map((i) => `- ${itemText(i)}`)].join("\n")).join("\n\n");
  return `${list.name}\n\n${body}`;
}
