import { X } from "lucide-react";
import { itemText, type ShoppingListItem } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** One line to buy: the whole row is the check target (56 px tall), usable with a thumb at 375 px. */
export function ListItemRow({ item, onCheck, onDelete }: { item: ShoppingListItem; onCheck: (checked: boolean) => void; onDelete: () => void }) {
  const text = itemText(item);
  return (
    <li data-testid="list-item" data-checked={item.checked || undefined} className="flex items-stretch print:break-inside-avoid">
      <label className="flex min-h-14 flex-1 cursor-pointer items-center gap-3 px-3 py-2 print:min-h-0 print:py-1">
        <input type="checkbox" checked={item.checked} onChange={(e) => onCheck(e.target.checked)} className="size-6 shrink-0 accent-primary" />
        <span className="flex min-w-0 flex-col">
          <span className={cn("text-base break-words", item.checked && "text-muted-foreground line-through")}>{text}</span>
          {item.recipes.length > 0 && <span className="text-xs text-muted-foreground print:hidden">For {item.recipes.map((r) => r.title).join(", ")}</span>}
        </span>
      </label>
      <Button
        variant="ghost"
        size="icon"
        className="my-auto mr-1 size-11 shrink-0 text-muted-foreground print:hidden"
        onClick={onDelete}
        aria-label={`Remove ${text}`}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
