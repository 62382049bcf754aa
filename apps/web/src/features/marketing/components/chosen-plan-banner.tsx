import { Sparkles } from "lucide-react";
import type { PlanCard } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import type { PlanCardAction } from "../plan-actions";

interface Props {
  plan: PlanCard;
  action: PlanCardAction;
  busy: boolean;
  onCheckout: (plan: PlanCard, action: PlanCardAction) => void;
}

/** The plan picked before signing up, offered first once signed in (its checkout opens from a click: a new tab needs one). */
export function ChosenPlanBanner({ plan, action, busy, onCheckout }: Props) {
  const open = action.kind === "checkout" || action.kind === "switch";
  return (
    <div
      role="region"
      aria-label="Your chosen plan"
      className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-3 rounded-xl border border-primary bg-primary/5 p-4 text-center sm:flex-row sm:text-left"
    >
      <Sparkles className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <p className="flex-1 text-sm text-foreground">
        {open ? (
          <>
            You chose the <strong className="font-semibold">{plan.name}</strong> before signing up. Continue where you left off.
          </>
        ) : (
          <>
            You chose the <strong className="font-semibold">{plan.name}</strong> before signing up: {action.label}.
          </>
        )}
      </p>
      {open ? (
        <Button disabled={busy} onClick={() => onCheckout(plan, action)}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
