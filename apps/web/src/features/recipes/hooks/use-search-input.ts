import { useEffect, useState } from "react";
import { RECIPE_SEARCH_DEBOUNCE_MS } from "@sierra/shared";

/**
 * The search box's text, committed to the URL 300 ms after typing stops (or at
 * once on submit). A URL change we did not make (back button, a shared link)
 * replaces the text; our own commits do not, so typing is never overwritten.
 * The first debounced commit of a run of typing adds a history entry, later
 * ones replace it: Back returns to the list before the search, not to each prefix.
 */
export function useSearchInput(urlValue: string, commit: (value: string, opts: { replace: boolean }) => void) {
  const [text, setText] = useState(urlValue);
  const [committed, setCommitted] = useState(urlValue);
  const [inRun, setInRun] = useState(false);

  if (urlValue !== committed) {
    setCommitted(urlValue);
    setText(urlValue);
    setInRun(false);
  }

  useEffect(() => {
    const value = text.trim();
    if (value === committed) return;
    const timer = setTimeout(() => {
      setCommitted(value);
      setInRun(true);
      commit(value, { replace: inRun });
    }, RECIPE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, inRun, commit]);

  const submit = () => {
    const value = text.trim();
    setCommitted(value);
    setInRun(false);
    if (value !== urlValue) commit(value, { replace: inRun });
  };

  return { text, setText, submit };
}
