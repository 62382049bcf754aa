import { useCallback, useMemo } from "react";
import { useSearchUpdate } from "@/hooks/use-search-update";
import { readListParams, updateListParams, writeListParams, type ListParams } from "../lib/list-params";

/**
 * The list's search, filters and page, read from and written to the URL.
 * `replace` is for the debounced search, so typing does not fill the history.
 * Searching and filtering keep the reader's place; the page links scroll to the top.
 */
export function useListParams() {
  const { search, update: updateSearch } = useSearchUpdate();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (change: Partial<ListParams>, options: { replace?: boolean } = {}) =>
      updateSearch((current) => writeListParams(updateListParams(readListParams(current), change)), options),
    [updateSearch],
  );
  return { params, update };
}
