import { ShoppingBasket } from "lucide-react";
import { countOf, groupByAisle, type ShoppingListDetail } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { useDeleteListItem } from "../api/delete-list-item";
import { useDoneShopping } from "../api/done-shopping";
import { useSetItemChecked } from "../api/set-item-checked";
import { rangeText } from "../lib/format";
import { AddItemForm } from "./add-item-form";
import { ListActions } from "./list-actions";
import { ListItemRow } from "./list-item-row";

/** One list, by aisle in store order, with a Done shopping bar in reach of a thumb. */
export function ShoppingListView({ userId, list, onDeleted }: { userId: string; list: ShoppingListDetail; onDeleted: () => void }) {
  const check = useSetItemChecked(userId);
  const remove = useDeleteListItem(userId);
  const done = useDoneShopping(userId);
  const checked = list.items.filter((i) => i.checked).length;
  const groups = groupByAisle(list.items);
  return (
    <section aria-labelledby="list-title" className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="list-title" className="text-2xl font-semibold break-words">
            {list.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {rangeText(list.start, list.end)} · {countOf(list.items.length, "item")}
            {checked ? `, ${checked} checked` : ""}
          </p>
        </div>
        <div className="print:hidden">
          <ListActions userId={userId} list={list} onDeleted={onDeleted} />
        </div>
      </div>
      <AddItemForm userId={userId} listId={list.id} />
      {groups.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          <ShoppingBasket className="size-8" aria-hidden="true" />
          <p className="font-medium text-foreground">Nothing to buy</p>
          <p className="text-sm">Plan meals for these days, or add items by hand.</p>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.aisle} aria-labelledby={`aisle-${group.aisle}`} className="flex flex-col gap-1 print:break-inside-avoid-page">
            <h3 id={`aisle-${group.aisle}`} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {group.label}
            </h3>
            <ul className="divide-y rounded-xl border bg-card print:rounded-none print:border-0">
              {group.items.map((item) => (
                <ListItemRow
                  key={item.id}
                  item={item}
                  onCheck={(value) => check.mutate({ listId: list.id, itemId: item.id, checked: value })}
                  onDelete={() => remove.mutate({ listId: list.id, itemId: item.id })}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {/* Sticks to the bottom of the screen while the list scrolls by, in reach of a thumb; rests under the list at its end.
          On a phone it leaves the bottom-right corner to Sierra's floating button. */}
      <div className="sticky bottom-0 z-20 -mx-4 border-t bg-background p-3 pr-20 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 print:hidden">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {checked} of {list.items.length} checked
          </p>
          <Button size="lg" className="h-12 min-w-40" disabled={checked === 0 || done.isPending} onClick={() => done.mutate(list.id)}>
            Done shopping
          </Button>
        </div>
      </div>
    </section>
  );
}
