import { Link } from "react-router";
import type { ShoppingListSummary } from "@sierra/shared";
import { cn } from "@/lib/utils";

/** The user's lists; the open one is marked. A row of chips on a phone, a column beside the list on a wide screen. */
export function ListsNav({ lists, currentId }: { lists: ShoppingListSummary[]; currentId: string | null }) {
  return (
    <nav aria-label="Your shopping lists" className="print:hidden">
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {lists.map((list) => {
          const current = list.id === currentId;
          return (
            <li key={list.id} className="shrink-0">
              <Link
                to={`/shopping-lists?list=${list.id}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-11 flex-col justify-center rounded-lg border px-3 py-1.5 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  current ? "border-primary bg-primary/5 font-medium" : "bg-card",
                )}
              >
                <span className="max-w-48 truncate">{list.name}</span>
                <span className="text-xs text-muted-foreground">
                  {list.checkedCount} of {list.itemCount} checked
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
