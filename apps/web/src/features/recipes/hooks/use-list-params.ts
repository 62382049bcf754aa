import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { KEEP_SCROLL } from "@/app/keep-scroll";
import { readListParams, updateListParams, writeListParams, type ListParams } from "../lib/list-params";

/**
 * The list's search, filters and page, read from and written to the URL.
 * `replace` is for the debounced search, so typing does not fill the history.
 * Searching and filtering keep the reader's place; the page links scroll to the top.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ListParams>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => writeListParams(updateListParams(readListParams(current), change)), { replace: options.replace, state: KEEP_SCROLL });
    },
    [setSearchParams],
  );
  return { params, update };
}
