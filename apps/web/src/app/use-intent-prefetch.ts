import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";

type Prefetcher = (queryClient: QueryClient, url: URL, viewerId: string | null) => void;

/**
 * Pages whose data is worth loading before the click. The prefetchers load with the first
 * intent, not with the landing page.
 */
let prefetchers: Promise<Prefetcher[]> | undefined;
const loadPrefetchers = () => (prefetchers ??= import("@/features/recipes").then((m) => [m.prefetchRecipePage]));
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"];

/**
 * One listener for the whole app: pointing at, touching or tabbing to an in-app
 * link starts loading that page's data. Links stay plain links; nothing has to opt in.
 */
export function useIntentPrefetch(viewerId: string | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    let lastHref = "";
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.href === lastHref || link.origin !== window.location.origin) return;
      // Moving within one link fires again for every child; once per link is enough.
      lastHref = link.href;
      const url = new URL(link.href);
      void loadPrefetchers().then((all) => all.forEach((prefetch) => prefetch(queryClient, url, viewerId)));
    };
    const options = { passive: true, capture: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [queryClient, viewerId]);
}
