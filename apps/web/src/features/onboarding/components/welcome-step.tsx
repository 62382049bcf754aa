import { useEffect, useRef, useState } from "react";
import { CircleCheck, LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** Spec section 2 and 9: stages at 0.5 s, 1.5 s and 2.5 s; complete at 3.5 s. */
export const WELCOME_STAGES = [
  { at: 500, text: "Checkout opened in a new tab" },
  { at: 1500, text: "Your preferences are kept for your account" },
  { at: 2500, text: "Your meal plans start when you sign in" },
] as const;
export const WELCOME_DONE_AT = 3500;

/** Step 4: the welcome animation. Motion (fades, the spinner) only when the user has not asked for less. */
export function WelcomeStep({ firstName, onDone }: { firstName: string; onDone: () => void }) {
  const [shown, setShown] = useState(0);
  // The clock starts once, on arrival: a new onDone from a parent render must not restart it.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const timers = WELCOME_STAGES.map((stage, i) => window.setTimeout(() => setShown(i + 1), stage.at));
    timers.push(window.setTimeout(() => done.current(), WELCOME_DONE_AT));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, []);

  return (
    <section aria-labelledby="welcome-title" className="flex flex-col items-center gap-6 rounded-xl border bg-card px-4 py-12 text-center text-card-foreground">
      <h2 id="welcome-title" className="text-2xl font-semibold">
        Welcome aboard, {firstName}!
      </h2>
      <ol className="flex flex-col gap-3 text-left" aria-live="polite">
        {WELCOME_STAGES.map((stage, i) => {
          const visible = i < shown;
          const working = i === shown - 1 && shown < WELCOME_STAGES.length;
          return (
            <li
              key={stage.at}
              className={cn("flex items-center gap-2 motion-safe:transition-opacity motion-safe:duration-500", visible ? "opacity-100" : "opacity-0")}
              aria-hidden={!visible}
            >
              {working ? (
                <LoaderCircle className="size-5 text-primary motion-safe:animate-spin" aria-hidden="true" />
              ) : (
                <CircleCheck className="size-5 text-primary" aria-hidden="true" />
              )}
              {stage.text}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
