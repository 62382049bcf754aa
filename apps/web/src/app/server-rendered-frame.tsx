import { useSyncExternalStore, type ReactNode } from "react";

const noChanges = () => () => {};

/**
 * The frame around a page the server rendered (docs/decisions/041, 042). Until the app runs, its
 * buttons and fields say they do not work yet (disabled), while links work as plain links. The
 * app hydrates the same frame (the server's value on its first render, hence the store) and then
 * lifts the wait: the frame stays, with no role of its own and no box (display: contents).
 */
export function ServerRenderedFrame({ children }: { children: ReactNode }) {
  const running = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return running ? (
    <fieldset role="none" className="contents">
      {children}
    </fieldset>
  ) : (
    <fieldset disabled aria-busy="true" className="contents" data-server-rendered="">
      {children}
    </fieldset>
  );
}
