import { useEffect, useState } from "react";

export interface ViewportBox {
  height: number;
  offsetTop: number;
}

/**
 * The visible part of the page on a phone: with the keyboard open the visual viewport shrinks
 * (iOS keeps the layout viewport), so the sheet sizes itself to it and the input stays above
 * the keyboard. Null where there is no visualViewport (or while `enabled` is false): 100dvh then.
 */
export function useVisualViewport(enabled: boolean): ViewportBox | null {
  const [box, setBox] = useState<ViewportBox | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!enabled || !viewport) {
      setBox(null);
      return;
    }
    const read = () => setBox({ height: Math.round(viewport.height), offsetTop: Math.round(viewport.offsetTop) });
    read();
    viewport.addEventListener("resize", read);
    viewport.addEventListener("scroll", read);
    return () => {
      viewport.removeEventListener("resize", read);
      viewport.removeEventListener("scroll", read);
    };
  }, [enabled]);
  return box;
}
