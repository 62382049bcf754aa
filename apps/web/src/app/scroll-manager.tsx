import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { keepsScroll } from "./keep-scroll";

const STORAGE_KEY = "sierra-scroll-positions";
/** How long Back waits for a lazily loaded page to grow tall enough to restore into. */
const RESTORE_WITHIN_MS = 2_000;
/** Positions kept for the tab's most recent history entries. */
const KEEP_ENTRIES = 100;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A followed link opens its page at the top; Back and Forward return to where the reader was
 * (positions kept per history entry for the tab's life, as the browser does for documents).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(readPositions());
  const currentKey = useRef(location.key);

  // Record where the reader is on the current entry as they scroll, and keep it across reloads.
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const record = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    // Saved when the tab leaves and when the layout does (onboarding and the sandbox pages are outside it).
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(Object.entries(positions.current).slice(-KEEP_ENTRIES))));
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      save();
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType !== "POP") {
      if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      else if (!keepsScroll(location.state)) window.scrollTo(0, 0);
      return;
    }
    const target = positions.current[location.key];
    if (target === undefined) return;
    // The page may still be loading its chunk or data: retry until it is tall enough.
    const until = performance.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.state, location.hash, navigationType]);

  return null;
}
