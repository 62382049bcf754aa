import { useEffect } from "react";
import { useLocation } from "react-router";
import { pageMeta } from "./page-meta";

/** Keeps the document's title and meta description in step with the page (a recipe sets its own). */
export function usePageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = pageMeta(pathname);
    if (!meta) return;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [pathname]);
}
