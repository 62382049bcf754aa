import { createElement, lazy, useState, type ComponentType } from "react";

/** Every lazily loaded page by name, so a server-rendered page can be loaded before the app starts. */
const loaders = new Map<string, () => Promise<ComponentType>>();
let onPageRendered: ((name: string, loaded: boolean) => void) | null = null;

/**
 * A route's page, loaded on first visit: each page is its own chunk, so the landing page
 * downloads only the shell and itself (docs/decisions/032's byte budget). Navigations run in a transition,
 * so the current page stays on screen until the next one has loaded. A page already loaded
 * (server rendering, or `preloadPages` before the first render) renders at once, without
 * suspending, so server-rendered HTML is replaced by the same page, never by a fallback.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: ComponentType | undefined;
  const loadPage = async () => (loaded ??= (await load())[name] as ComponentType);
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  loaders.set(String(name), loadPage);
  return function Page(props: object) {
    // Decided once per mount: switching from Lazy to the loaded page later would remount it.
    const [ready] = useState(() => loaded);
    onPageRendered?.(String(name), ready !== undefined);
    return createElement(ready ?? Lazy, props);
  };
}

/** Loads the named pages (what the server rendered) so the first render needs no suspense. */
export const preloadPages = (names: readonly string[]) => Promise.all(names.map((name) => loaders.get(name)?.()));

/** Server rendering: which pages a render asked for, to load them and render again. */
export function collectRenderedPages(collect: ((name: string, loaded: boolean) => void) | null) {
  onPageRendered = collect;
}
