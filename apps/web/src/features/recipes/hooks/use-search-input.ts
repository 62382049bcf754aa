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
  const [seenUrl, setSeenUrl] = useState(urlValue);
  // Our commits the URL has not shown yet. The URL follows a commit a moment later; by then the
  // next key may have been typed and committed, so a late arrival of our own older value must not
  // put the box back to it (at one key every ~300 ms, "chicken soup" became "cienso").
  const [pending, setPending] = useState<string[]>([]);
  const [inRun, setInRun] = useState(false);

  if (urlValue !== seenUrl) {
    setSeenUrl(urlValue);
    const own = pending.indexOf(urlValue);
    if (own >= 0) {
      setPending(pending.slice(own + 1));
    } else {
      setPending([]);
      setCommitted(urlValue);
      setText(urlValue);
      setInRun(false);
    }
  }

  const send = (value: string, replace: boolean) => {
    setPending((values) => [...values, value]);
    commit(value, { replace });
  };

  useEffect(() => {
    const value = text.trim();
    if (value === committed) return;
    const timer = setTimeout(() => {
      setCommitted(value);
      setInRun(true);
      setPending((values) => [...values, value]);
      commit(value, { replace: inRun });
    }, RECIPE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, inRun, commit]);

  const submit = () => {
    const value = text.trim();
    setCommitted(value);
    setInRun(false);
    if (value !== seenUrl) send(value, inRun);
  };

  return { text, setText, submit };
}
