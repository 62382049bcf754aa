import { useCallback } from "react";
import { COMMUNITY_SORT_LABELS, countOf, COMMUNITY_SORTS, type CommunitySort } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useSession } from "@/features/session/use-session";
import { FilterChips } from "../components/filter-chips";
import { RecipeSearch } from "../components/recipe-search";
import { VisitorPrompt } from "../components/visitor-prompt";
import { useCommunityList } from "./api";
import { CommunityGrid } from "./community-grid";
import { RecipeTabs } from "./community-tabs";
import { useCommunityParams } from "./use-community-params";

/** /recipes/community: what members share, with the catalogue's search, filters and household option. Members only. */
export function CommunityPage() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Recipes</h1>
        <div className="mt-2">
          <RecipeTabs />
        </div>
        <p className="mt-1 text-muted-foreground">Recipes members share from their own kitchens, under the names they chose.</p>
      </div>
      {signedIn ? <CommunityList /> : !session.isPending && <VisitorPrompt />}
    </div>
  );
}

function CommunityList() {
  const { params, update } = useCommunityParams();
  const list = useCommunityList(params);
  const onSearch = useCallback((q: string, opts: { replace: boolean }) => update({ q }, opts), [update]);
  const data = list.data;
  return (
    <>
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <RecipeSearch value={params.q} onCommit={onSearch} />
          <div className="flex items-center gap-2">
            <Label htmlFor="community-sort">Sort</Label>
            <select
              id="community-sort"
              value={params.sort}
              onChange={(e) => update({ sort: e.target.value as CommunitySort })}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            >
              {COMMUNITY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {COMMUNITY_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FilterChips mealType={params.mealType} category={params.category} onChange={(change) => update(change)} />
        <div className="flex items-center gap-2">
          <Switch id="community-allergens" checked={params.avoidAllergens} onCheckedChange={(on) => update({ avoidAllergens: on })} />
          <Label htmlFor="community-allergens">Keep to my allergies and diets</Label>
        </div>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground" data-testid="community-showing">
        {data && !list.isError ? `Showing ${data.recipes.length} of ${countOf(data.total, "recipe")} (Page ${data.page} of ${data.totalPages})` : ""}
      </p>
      <CommunityGrid
        query={list}
        recipes={data?.recipes}
        failedTitle="Failed to load recipes"
        emptyHint="No shared recipes match yet. Share one of your own from its page."
      />
      {data && data.totalPages > 1 && (
        <div className="flex justify-center gap-2">
          <Button variant="outline" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })}>
            Previous
          </Button>
          <Button variant="outline" disabled={params.page >= data.totalPages} onClick={() => update({ page: params.page + 1 })}>
            Next
          </Button>
        </div>
      )}
    </>
  );
}
