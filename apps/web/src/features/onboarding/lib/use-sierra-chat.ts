import { useCallback, useEffect, useRef, useState } from "react";
import { greeting, replyTo } from "@sierra/shared";
import type { ChatMessage, OnboardingState } from "./onboarding-state";

/** A short pause so a reply reads as an answer, not an echo; replies are local (no network). */
export const REPLY_DELAY_MS = 600;

const message = (role: ChatMessage["role"], content: string): ChatMessage => ({ role, content, timestamp: new Date().toISOString() });

/** Adds Sierra's answer to the last user message (the capture happens here, purely). */
function answer(s: OnboardingState): OnboardingState {
  const last = s.messages[s.messages.length - 1];
  if (last?.role !== "user") return s;
  const turn = replyTo(s.capture, last.content, s.registration?.firstName ?? "there");
  return { ...s, capture: turn.capture, chatComplete: turn.complete, messages: [...s.messages, message("assistant", turn.reply)] };
}

/** The chat step's behaviour: greet once, send non-blank text, one reply pending at a time. */
export function useSierraChat(state: OnboardingState, update: (change: (s: OnboardingState) => OnboardingState) => void) {
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const reply = useCallback(() => {
    setPending(true);
    timer.current = window.setTimeout(() => {
      update(answer);
      setPending(false);
    }, REPLY_DELAY_MS);
  }, [update]);

  // First visit: Sierra greets by first name. A reload between a message and its reply answers it now.
  const unanswered = state.messages[state.messages.length - 1]?.role === "user";
  const empty = state.messages.length === 0;
  useEffect(() => {
    if (empty) update((s) => (s.messages.length ? s : { ...s, messages: [message("assistant", greeting(s.registration?.firstName ?? "there"))] }));
    else if (unanswered) reply();
    return () => window.clearTimeout(timer.current);
    // Only on arrival: later messages are answered by send().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || pending) return false;
      update((s) => ({ ...s, messages: [...s.messages, message("user", content)], drafts: { ...s.drafts, message: "" } }));
      reply();
      return true;
    },
    [pending, reply, update],
  );
  return { pending, send };
}
