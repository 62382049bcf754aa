import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { loadState, reachable, retryCheckout, saveState, STEPS, type OnboardingState, type OnboardingStep } from "./onboarding-state";

const storage = () => (typeof window === "undefined" ? null : window.localStorage);

/**
 * Onboarding's state, kept in browser storage (a reload keeps the step and what was typed), with
 * the step in the address (?step=) so the browser's Back moves between steps too. A step the
 * state does not allow yet (an old link, a cleared storage) shows the furthest one it does.
 */
export function useOnboardingFlow() {
  const [params, setParams] = useSearchParams();
  // ?retry=1 (a cancelled checkout's Try Again) reopens the onboarding offer with what was heard.
  const [state, setState] = useState<OnboardingState>(() => {
    const loaded = loadState(storage());
    return (params.get("retry") === "1" && retryCheckout(loaded)) || loaded;
  });
  const asked = (params.get("retry") === "1" ? state.step : params.get("step")) as OnboardingStep | null;
  const step = asked && STEPS.includes(asked) && reachable(state, asked) ? asked : state.step;

  useEffect(() => saveState(storage(), state), [state]);
  // Browser Back/Forward changed the address: remember that step for a reload.
  useEffect(() => {
    if (step !== state.step) setState((s) => ({ ...s, step }));
  }, [step, state.step]);

  const update = useCallback((change: (s: OnboardingState) => OnboardingState) => setState(change), []);
  const goTo = useCallback(
    (next: OnboardingStep, change: (s: OnboardingState) => OnboardingState = (s) => s) => {
      setState((s) => ({ ...change(s), step: next }));
      // After checkout starts, the earlier steps are closed: replace instead of adding history.
      setParams({ step: next }, { replace: next === "welcome" || next === "complete" });
    },
    [setParams],
  );
  return { state, step, update, goTo };
}
export type OnboardingFlow = ReturnType<typeof useOnboardingFlow>;
