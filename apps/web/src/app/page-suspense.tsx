import { Suspense, type ReactNode } from "react";

/**
 * Where a lazily loaded page appears. Only a page's first load ever shows the fallback (later
 * navigations keep the old page until the new one is ready); it holds a screen's height so the
 * footer does not jump when the page arrives.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="min-h-svh" aria-busy="true" />}>{children}</Suspense>;
}
