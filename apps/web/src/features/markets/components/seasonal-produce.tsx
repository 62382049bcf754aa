import { Sprout } from "lucide-react";
import type { SeasonalProduce as Produce } from "@sierra/shared";

/** What is in season this month in the user's region, from our produce calendar. */
export function SeasonalProduce({ produce }: { produce: Produce | null }) {
  if (!produce) {
    return <p className="text-sm text-muted-foreground">We have no seasonal produce guide for this zipcode yet.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-medium">
        <Sprout className="size-4 text-primary" aria-hidden="true" />
        In season in {produce.month} · {produce.regionLabel}
      </h3>
      <ul className="flex flex-wrap gap-1.5" aria-label={`In season in ${produce.month}`}>
        {produce.items.map((item) => (
          <li key={item} className="rounded-full bg-secondary px-2.5 py-0.5 text-sm text-secondary-foreground">
            {item}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">A typical harvest calendar for the region; what a given market sells varies.</p>
    </div>
  );
}
