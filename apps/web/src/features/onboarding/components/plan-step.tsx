import { Check } from "lucide-react";
import { BILLING_LABELS, formatCents, ONBOARDING_ADDONS_NOTE, ONBOARDING_INCLUDED, ONBOARDING_PLAN_OPTIONS, type BillingInterval } from "@sierra/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { StepCard } from "./step-card";

interface Props {
  interval: BillingInterval;
  busy: boolean;
  onSelect: (interval: BillingInterval) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 3 (spec sections 2 and 9): the two dinner offers, 12 months preselected; clicking a card selects it. */
export function PlanStep({ interval, busy, onSelect, onBack, onContinue }: Props) {
  return (
    <StepCard title="Choose your Dinner Plan" description="Both start with a 14-day free trial. Checkout opens in a new tab." onBack={onBack}>
      <div className="flex flex-col gap-6">
        <div role="radiogroup" aria-label="Billing period" className="grid gap-3 sm:grid-cols-2">
          {ONBOARDING_PLAN_OPTIONS.map((option) => {
            const selected = option.interval === interval;
            return (
              <button
                key={option.interval}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => onSelect(option.interval)}
                className={cn(
                  "flex flex-col gap-1 rounded-xl border-2 bg-card p-4 text-left text-card-foreground transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  selected ? "border-primary bg-primary/5" : "border-border",
                )}
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-semibold">
                    <span
                      className={cn(
                        "flex size-5 items-center justify-center rounded-full border-2",
                        selected ? "border-primary bg-primary text-primary-foreground" : "border-muted-foreground/40",
                      )}
                    >
                      {selected && <Check className="size-3" strokeWidth={3} aria-hidden="true" />}
                    </span>
                    {BILLING_LABELS[option.interval]}
                  </span>
                  <span className="flex gap-1">
                    {option.badges.map((badge) => (
                      <Badge key={badge} variant={badge === "Best Value" ? "default" : "secondary"}>
                        {badge}
                      </Badge>
                    ))}
                  </span>
                </span>
                <span className="text-2xl font-bold">
                  {formatCents(option.monthlyCents)}
                  <span className="text-sm font-normal text-muted-foreground">/mo</span>
                </span>
                <span className="text-sm text-muted-foreground">
                  {formatCents(option.totalCents)} {option.billed}
                </span>
              </button>
            );
          })}
        </div>
        <div>
          <h3 className="text-sm font-semibold">Included</h3>
          <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
            {ONBOARDING_INCLUDED.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">{ONBOARDING_ADDONS_NOTE}</p>
        </div>
        <Button type="button" size="lg" className="w-full sm:w-auto sm:self-end" disabled={busy} onClick={onContinue}>
          {busy ? "Opening checkout..." : "Continue to Checkout"}
        </Button>
      </div>
    </StepCard>
  );
}
