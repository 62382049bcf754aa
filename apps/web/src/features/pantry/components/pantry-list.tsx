import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { PANTRY_LOCATIONS, type PantryItem } from "@sierra/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useDeletePantryItem } from "../api/delete-pantry-item";
import { amountText, LOCATION_LABELS, shortDate } from "../lib/format";
import { EditPantryItemDialog } from "./edit-pantry-item-dialog";

/** What the household has, by where it is kept; items near or past their date stand out. */
export function PantryList({ userId, items }: { userId: string; items: PantryItem[] }) {
  const [editing, setEditing] = useState<PantryItem | null>(null);
  const remove = useDeletePantryItem(userId);
  return (
    <div className="flex flex-col gap-6">
      {PANTRY_LOCATIONS.map((location) => {
        const here = items.filter((i) => i.location === location);
        if (here.length === 0) return null;
        return (
          <section key={location} aria-labelledby={`pantry-${location}`} className="flex flex-col gap-2">
            <h2 id={`pantry-${location}`} className="text-lg font-semibold">
              {LOCATION_LABELS[location]} <span className="text-sm font-normal text-muted-foreground">({here.length})</span>
            </h2>
            <ul className="divide-y rounded-xl border bg-card">
              {here.map((item) => (
                <li
                  key={item.id}
                  data-testid="pantry-item"
                  className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5", item.freshness && "bg-amber-50 dark:bg-amber-950/30")}
                >
                  <div className="flex min-w-[60%] flex-1 flex-col sm:min-w-0">
                    <span className="font-medium break-words">{item.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {[amountText(item.quantity, item.unit) || "Some", item.bestBefore ? `best before ${shortDate(item.bestBefore)}` : null]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </div>
                  {item.freshness === "use-soon" && (
                    <Badge className="bg-amber-600 text-white hover:bg-amber-600 dark:bg-amber-500 dark:text-black">Use soon</Badge>
                  )}
                  {item.freshness === "expired" && <Badge variant="destructive">Past its date</Badge>}
                  <div className="ml-auto flex gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                    <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(item)} aria-label={`Remove ${item.name}`}>
                      <Trash2 aria-hidden="true" /> Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {editing && <EditPantryItemDialog userId={userId} item={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
