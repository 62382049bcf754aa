import * as React from "react";
import { renderingForPhone } from "@/lib/render-request";

const MOBILE_BREAKPOINT = 768;
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(MOBILE_QUERY);
  mql.addEventListener("change", onChange);
  return () => mql.removeEventListener("change", onChange);
}

function getSnapshot() {
  return window.matchMedia(MOBILE_QUERY).matches;
}

// The server renders a member's page for a phone when the request says it comes from one.
const getServerSnapshot = renderingForPhone;

/**
 * True when the viewport is narrower than 768px (matches `(max-width: 767px)`).
 * Same contract as shadcn/ui's hook, implemented with useSyncExternalStore so
 * the first client render already has the right value (no desktop flash).
 */
export function useIsMobile() {
  return React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
