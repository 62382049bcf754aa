import { useEffect } from "react";

/** While the full-height sheet is open on a phone, the page behind it does not scroll. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, [locked]);
}
