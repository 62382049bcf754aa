import { Check } from "lucide-react";
import { cn } from "@/lib/utils";
import type { OnboardingStep } from "../lib/onboarding-state";

const SHOWN = [
  { step: "registration", label: "Your details" },
  { step: "chat", label: "Chat with Sierra" },
  { step: "plan", label: "Choose a plan" },
  { step: "welcome", label: "Welcome" },
] as const;

/** The visible step indicator; the completion view counts as the last step done. */
export function StepIndicator({ step }: { step: OnboardingStep }) {
  const current = step === "complete" ? SHOWN.length : SHOWN.findIndex((s) => s.step === step);
  return (
    <nav aria-label="Onboarding progress">
      <ol className="grid grid-cols-4 gap-2">
        {SHOWN.map((s, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li key={s.step} aria-current={active ? "step" : undefined} className="flex flex-col gap-2">
              <span className={cn("h-1.5 rounded-full bg-border", (done || active) && "bg-primary")} />
              <span className={cn("flex items-center gap-1 text-xs font-medium text-muted-foreground sm:text-sm", active && "text-foreground")}>
                {done && <Check className="size-3.5 shrink-0 text-primary" aria-hidden="true" />}
                <span className="sr-only">{`Step ${i + 1} of ${SHOWN.length}${done ? ", done" : ""}: `}</span>
                {s.label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
