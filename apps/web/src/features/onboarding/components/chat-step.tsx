import { useEffect, useId, useRef } from "react";
import { CircleCheck, SendHorizontal } from "lucide-react";
import { ONBOARDING_MESSAGE_MAX, onboardingChatTexts } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { OnboardingState } from "../lib/onboarding-state";
import { useSierraChat } from "../lib/use-sierra-chat";
import { CapturedChips } from "./captured-chips";
import { ChatMessages } from "./chat-messages";
import { StepCard } from "./step-card";

interface Props {
  state: OnboardingState;
  update: (change: (s: OnboardingState) => OnboardingState) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: the chat with Sierra (spec sections 2, 4 and 5). Enter sends, Shift+Enter is a new line. */
export function ChatStep({ state, update, onBack, onContinue }: Props) {
  const { pending, send } = useSierraChat(state, update);
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  // The box is disabled while Sierra answers; give the focus back for the next message.
  useEffect(() => {
    if (!pending) input.current?.focus();
  }, [pending]);
  const draft = state.drafts.message;
  const setDraft = (message: string) => update((s) => ({ ...s, drafts: { ...s.drafts, message } }));

  return (
    <StepCard title="Chat with Sierra" description="Answer in your own words; Sierra notes what matters for your meal plans." onBack={onBack}>
      <div className="flex flex-col gap-4">
        <ChatMessages messages={state.messages} pending={pending} />
        {state.chatComplete ? (
          <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="flex items-center gap-2 text-sm font-medium">
              <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {onboardingChatTexts.successNote}
            </p>
            <Button type="button" onClick={onContinue}>
              {onboardingChatTexts.continue}
            </Button>
          </div>
        ) : (
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              send(draft);
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              Message Sierra
            </label>
            <Textarea
              id={inputId}
              ref={input}
              value={draft}
              rows={2}
              maxLength={ONBOARDING_MESSAGE_MAX}
              disabled={pending}
              placeholder="Tell Sierra about your household..."
              className="min-h-12 resize-none"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                // Enter sends; Shift+Enter (and Enter while composing an accented letter) does not.
                if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  send(draft);
                }
              }}
            />
            <Button type="submit" size="icon" className="size-12 shrink-0" aria-label="Send message" disabled={pending || draft.trim() === ""}>
              <SendHorizontal aria-hidden="true" />
            </Button>
          </form>
        )}
        <CapturedChips capture={state.capture} onChange={(capture) => update((s) => ({ ...s, capture }))} />
      </div>
    </StepCard>
  );
}
