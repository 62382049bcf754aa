import { Skeleton } from "@/components/ui/skeleton";

export function RecipeDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-8">
      <span className="sr-only">Loading recipe...</span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-10 w-2/3" />
      <div className="grid gap-6 md:grid-cols-5">
        <Skeleton className="aspect-[4/3] w-full md:col-span-3" />
        <div className="flex flex-col gap-4 md:col-span-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    </div>
  );
}
