import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { KEEP_SCROLL } from "@/app/keep-scroll";

/**
 * The address's query, and a way to change part of it. Two changes close together (a sort
 * chosen, then the search box's delayed commit) each build on the one before, even when the
 * page has not drawn the first yet: react-router hands its updater the query of the last
 * render, so the second change would otherwise drop the first.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const rendered = useRef(search);
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    rendered.current = search;
    pending.current = null;
  }, [search]);
  const update = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options: { replace?: boolean } = {}) => {
      const target = next(pending.current ?? rendered.current);
      pending.current = target;
      setSearch(target, { replace: options.replace, state: KEEP_SCROLL });
    },
    [setSearch],
  );
  return { search, update };
}
