import { useCallback, useMemo } from "react";
import { COMMUNITY_SORTS, type CommunitySort } from "@sierra/shared";
import { useSearchUpdate } from "@/hooks/use-search-update";
import { readListParams, updateListParams, writeListParams } from "../lib/list-params";
import type { CommunityParams } from "./api";

const isSort = (value: string | null): value is CommunitySort => COMMUNITY_SORTS.some((s) => s === value);

/** The catalogue's search, filters and page (the same URL form), plus the community's sort and household option. */
function readCommunityParams(search: URLSearchParams): CommunityParams {
  const { q, mealType, category, page } = readListParams(search);
  const sort = search.get("sort");
  return { q, mealType, category, page, sort: isSort(sort) ? sort : "newest", avoidAllergens: search.get("avoidAllergens") === "true" };
}

function writeCommunityParams(params: CommunityParams): URLSearchParams {
  const search = writeListParams({ ...params, favorites: false, atHome: false });
  if (params.sort !== "newest") search.set("sort", params.sort);
  if (params.avoidAllergens) search.set("avoidAllergens", "true");
  return search;
}

/** The Community tab's state lives in the URL, so a list can be shared and survives reload. */
export function useCommunityParams() {
  const { search, update: updateSearch } = useSearchUpdate();
  const params = useMemo(() => readCommunityParams(search), [search]);
  const update = useCallback(
    (change: Partial<CommunityParams>, opts: { replace?: boolean } = {}) =>
      updateSearch((current) => writeCommunityParams(updateListParams(readCommunityParams(current), change)), opts),
    [updateSearch],
  );
  return { params, update };
}
