import { EMPTY_CAPTURE, ONBOARDING_DEFAULT_INTERVAL, type BillingInterval, type OnboardingCapture, type OnboardingRegistration } from "@sierra/shared";

/** The steps of spec section 2 (onboarding page), in order; "complete" is the view after the animation. */
export const STEPS = ["registration", "chat", "plan", "welcome", "complete"] as const;
export type OnboardingStep = (typeof STEPS)[number];

export interface ChatMessage {
  role: "assistant" | "user";
  content: string;
  timestamp: string;
}

/** Everything onboarding keeps, in the browser only: nothing half-done reaches the database. */
export interface OnboardingState {
  step: OnboardingStep;
  registration: OnboardingRegistration | null;
  messages: ChatMessage[];
  capture: OnboardingCapture;
  chatComplete: boolean;
  interval: BillingInterval;
  /** The guest checkout started at the plan step: completion asks its outcome before "You're all set". */
  checkout: { sessionId: string; url: string } | null;
  /** What was typed and not yet sent: the registration fields and the chat box. */
  drafts: { registration: Partial<OnboardingRegistration>; message: string };
}

export const STORAGE_KEY = "sierra-onboarding";
/** Spec section 4: stored as true once the checkout succeeded (paid, or the trial started). */
export const COMPLETED_KEY = "onboarding_completed";

export const INITIAL_STATE: OnboardingState = {
  step: "registration",
  registration: null,
  messages: [],
  capture: EMPTY_CAPTURE,
  chatComplete: false,
  interval: ONBOARDING_DEFAULT_INTERVAL,
  checkout: null,
  drafts: { registration: {}, message: "" },
};

/** The furthest step the state allows: each needs the one before it finished. */
export function reachable(state: OnboardingState, step: OnboardingStep): boolean {
  if (step === "registration") return state.step !== "welcome" && state.step !== "complete";
  if (step === "chat") return state.registration !== null && reachable(state, "registration");
  if (step === "plan") return state.chatComplete && reachable(state, "chat");
  return state.step === "welcome" || state.step === "complete";
}

/** Reads what a reload left behind; anything unreadable starts over rather than breaking the page. */
export function loadState(storage: Pick<Storage, "getItem"> | null): OnboardingState {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return INITIAL_STATE;
    const saved = JSON.parse(raw) as Partial<OnboardingState>;
    const state: OnboardingState = {
      ...INITIAL_STATE,
      ...saved,
      capture: { ...EMPTY_CAPTURE, ...saved.capture },
      drafts: { ...INITIAL_STATE.drafts, ...saved.drafts },
    };
    if (!STEPS.includes(state.step) || !Array.isArray(state.messages)) return INITIAL_STATE;
    if (reachable(state, state.step)) return state;
    return { ...state, step: [...STEPS].reverse().find((step) => reachable(state, step)) ?? "registration" };
  } catch {
    return INITIAL_STATE;
  }
}

export function saveState(storage: Pick<Storage, "setItem"> | null, state: OnboardingState): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: onboarding still works, it just won't survive a reload.
  }
}

/**
 * Try Again after a checkout that did not go through: back to the plan step with what the chat
 * heard (it goes with the next checkout), the old checkout forgotten. Null when nothing is left to retry.
 */
export function retryCheckout(state: OnboardingState): OnboardingState | null {
  if (!state.registration || !state.chatComplete) return null;
  return { ...state, step: "plan", checkout: null };
}
