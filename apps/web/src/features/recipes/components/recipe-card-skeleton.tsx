import { Skeleton } from "@/components/ui/skeleton";

/** The spec's 6 skeleton cards while the list loads. */
export const SKELETON_COUNT = 6;

export function RecipeGridSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading recipes...</span>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <div key={i} data-testid="recipe-card-skeleton" aria-hidden="true" className="flex flex-col overflow-hidden rounded-xl border bg-card">
          <Skeleton className="aspect-[16/10] w-full rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-20" />
              <Skeleton className="h-5 w-14" />
            </div>
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <div className="flex gap-1.5">
              <Skeleton className="h-5 w-16" />
              <Skeleton className="h-5 w-12" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
