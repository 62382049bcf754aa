import { useCallback, useRef, type FocusEvent, type KeyboardEvent } from "react";
import { menuKeyTarget, typeaheadTarget } from "../lib/menu-keys";

const ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';
/** Radix forgets what was typed a second after the last letter. */
const TYPEAHEAD_RESET_MS = 1000;

/**
 * Props for a DropdownMenuContent whose arrow keys, Home/End and typeahead move focus at
 * once. Radix moves focus for those keys in a timer task (setTimeout), and Chromium runs
 * queued key presses before timers: on a busy page, "Down, Down, Enter" typed quickly
 * went to the item focused before the first Down, so Enter chose "Any category" and the
 * keyboard user's choice was lost (radix-ui/primitives#4136, #4094). Here the move is
 * made in the key press itself, before Radix sees it, so every next key acts on the item
 * the last one reached. Enter, Space, Escape and Tab are still Radix's.
 */
export function useMenuKeys() {
  const search = useRef("");
  const resetTimer = useRef<number | undefined>(undefined);

  const clearSearch = useCallback(() => {
    search.current = "";
    window.clearTimeout(resetTimer.current);
  }, []);

  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      const menu = event.currentTarget;
      const items = [...menu.querySelectorAll<HTMLElement>(ITEMS)].filter((item) => !item.hasAttribute("data-disabled"));
      const current = items.indexOf(document.activeElement as HTMLElement);
      let target: number | undefined;
      if (event.key.length === 1) {
        // A Space with nothing typed selects, as in Radix; within a search it is part of a name.
        if (event.key === " " && search.current === "") return;
        search.current += event.key;
        window.clearTimeout(resetTimer.current);
        resetTimer.current = window.setTimeout(clearSearch, TYPEAHEAD_RESET_MS);
        const labels = items.map((item) => item.textContent?.trim() ?? "");
        target = typeaheadTarget(labels, search.current, current);
      } else {
        if (event.shiftKey) return;
        target = menuKeyTarget(event.key, items.length, current);
        if (target === undefined) return;
      }
      // Radix's own handlers for this key would move focus again, later: they must not run.
      event.preventDefault();
      event.stopPropagation();
      if (target !== undefined) items[target]!.focus();
    },
    [clearSearch],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) clearSearch();
    },
    [clearSearch],
  );

  return { onKeyDownCapture, onBlur };
}
