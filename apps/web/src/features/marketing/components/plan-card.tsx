import { useId } from "react";
import { Link } from "react-router";
import { Check } from "lucide-react";
import { BILLING_INTERVALS, BILLING_LABELS, CARD_CHECKOUT_INTERVAL, formatCents, type PlanCard as PlanCardData } from "@sierra/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { rememberChosenPlan } from "../chosen-plan";
import type { PlanCardAction } from "../plan-actions";
import { INTERVAL_MONTHS, PLAN_DETAILS } from "./plan-details";

/** One pricing card: badges, both billing options, what is included and the action button. */
export function PlanCard({
  plan,
  action,
  busy,
  note,
  onCheckout,
}: {
  plan: PlanCardData;
  action: PlanCardAction;
  busy: boolean;
  /** What the button will charge when the card alone does not say it (an add-on during the trial). */
  note?: string | null;
  onCheckout: (plan: PlanCardData, action: PlanCardAction) => void;
}) {
  const details = PLAN_DETAILS[plan.type];
  const popular = plan.type === "dinner";
  const titleId = useId();
  return (
    <Card className={cn("h-full gap-5", popular && "border-primary ring-1 ring-primary")}>
      <CardHeader>
        <div className="flex min-h-6 flex-wrap gap-2">
          {popular ? <Badge>Popular</Badge> : null}
          {plan.badge ? <Badge variant="secondary">{plan.badge}</Badge> : null}
          {plan.addOn ? <Badge variant="outline">Add-on</Badge> : null}
        </div>
        <CardTitle>
          <h3 id={titleId} className="text-xl font-semibold">
            {plan.name}
          </h3>
        </CardTitle>
        <CardDescription>{details.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <dl className="grid gap-3">
          {BILLING_INTERVALS.map((interval) => (
            <div key={interval} className="rounded-lg border p-3">
              <dt className="text-sm font-medium text-muted-foreground">{BILLING_LABELS[interval]}</dt>
              <dd className="mt-1">
                <span className="text-2xl font-bold text-card-foreground">{formatCents(plan.prices[interval])}</span>
                <span className="block text-xs text-muted-foreground">
                  about {formatCents(Math.round(plan.prices[interval] / INTERVAL_MONTHS[interval]))} a month, billed every {INTERVAL_MONTHS[interval]} months
                </span>
              </dd>
            </div>
          ))}
        </dl>
        {plan.type === "all_day" ? (
          <p className="rounded-lg bg-accent px-3 py-2 text-sm text-accent-foreground">
            <strong className="font-semibold">Save over 20%</strong> on the 12 Months option compared with the Dinner Plan plus both add-ons billed every 3
            months.
          </p>
        ) : null}
        <ul className="space-y-2 text-sm">
          {details.includes.map((item) => (
            <li key={item} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        {action.kind === "checkout" && action.withoutTrial ? (
          <p className="text-center text-sm text-muted-foreground">
            Your free trial is used: {formatCents(plan.prices[CARD_CHECKOUT_INTERVAL])} due today for {BILLING_LABELS[CARD_CHECKOUT_INTERVAL]}.
          </p>
        ) : null}
        {note ? <p className="text-center text-sm text-muted-foreground">{note}</p> : null}
        <PlanButton plan={plan} action={action} busy={busy} onCheckout={onCheckout} titleId={titleId} />
      </CardFooter>
    </Card>
  );
}

function PlanButton({ plan, action, busy, onCheckout, titleId }: Parameters<typeof PlanCard>[0] & { titleId: string }) {
  const variant = plan.type === "dinner" ? "default" : "outline";
  if (action.kind === "register" && !busy) {
    return (
      <Button className="w-full" variant={variant} asChild>
        {/* The choice survives registration and verification, then opens its checkout (chosen-plan.ts). */}
        <Link to="/auth/register" aria-describedby={titleId} onClick={() => rememberChosenPlan(plan.type)}>
          {action.label}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      className="w-full"
      variant={variant}
      disabled={busy || action.kind === "disabled"}
      aria-describedby={titleId}
      onClick={() => onCheckout(plan, action)}
    >
      {action.label}
    </Button>
  );
}
