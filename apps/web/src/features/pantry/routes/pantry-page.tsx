import { Refrigerator } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/retry-alert";
import { useSession } from "@/features/session/use-session";
import { usePantry } from "../api/get-pantry";
import { usePantryChanges } from "../api/pantry-changes";
import { usePantryFlushWhenOnline } from "../lib/use-pantry-flush";
import { LeftoverRemix } from "../components/leftover-remix";
import { PantryAddForm } from "../components/pantry-add-form";
import { PantryList } from "../components/pantry-list";

/** /pantry: what the household has, the use-soon items, and the leftover remix. */
export function PantryPage() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  const pantry = usePantry(userId);
  usePantryFlushWhenOnline(userId);
  usePantryChanges(userId);
  const items = pantry.data?.items ?? [];
  const useSoon = items.filter((i) => i.freshness !== null);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Pantry</h1>
        <p className="mt-1 text-muted-foreground">What you have at home. Shopping lists leave it out, and cooking a planned meal takes from it.</p>
      </div>
      {userId && <PantryAddForm userId={userId} />}
      {useSoon.length > 0 && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          Use soon: {useSoon.map((i) => i.name).join(", ")}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div>
          {pantry.isPending ? (
            <div className="flex flex-col gap-2" aria-label="Loading your pantry">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : pantry.isError && !pantry.data ? (
            <RetryAlert title="Failed to load your pantry" onRetry={() => void pantry.refetch()} retrying={pantry.isFetching} />
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center text-muted-foreground">
              <Refrigerator className="size-8" aria-hidden="true" />
              <p className="font-medium text-foreground">Your pantry is empty</p>
              <p className="text-sm">Add what you have above, or tick items off a shopping list and press Done shopping.</p>
            </div>
          ) : (
            userId && <PantryList userId={userId} items={items} />
          )}
        </div>
        <LeftoverRemix useSoonCount={useSoon.length} />
      </div>
    </div>
  );
}
