import { Link } from "react-router";
import { CalendarClock, CreditCard, ExternalLink, Gift, LoaderCircle, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { BillingSubscription } from "../api/types";
import { intervalLabel, longDate, planName } from "../lib/format";
import { billingMessages } from "../lib/messages";
import { hasActivePlan, mealsText, nextBillingDate, STATUS_LABELS } from "../lib/subscription-view";

interface CardProps {
  data: BillingSubscription | undefined;
  loading: boolean;
  failed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onManage: () => void;
  opening: boolean;
}

/** The spec's subscription card: loading, 'No Active Subscription', or the active plan. */
export function SubscriptionCard({ data, loading, failed, refreshing, onRefresh, onManage, opening }: CardProps) {
  if (loading || (!data && !failed)) {
    return (
      <Card>
        <CardContent>
          <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> Checking your subscription...
          </p>
        </CardContent>
      </Card>
    );
  }
  const refresh = (
    <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
      <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
      Refresh Status
    </Button>
  );
  if (!data) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl font-semibold">{billingMessages.checkFailed}</h2>
          </CardTitle>
          <CardDescription>{billingMessages.checkFailedDefault}. Please try again.</CardDescription>
        </CardHeader>
        <CardFooter>{refresh}</CardFooter>
      </Card>
    );
  }
  if (!hasActivePlan(data)) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl font-semibold">{billingMessages.noActiveSubscription}</h2>
          </CardTitle>
          <CardDescription>Choose a plan to start planning your meals. New members start with a 14-day free trial.</CardDescription>
        </CardHeader>
        <CardFooter className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/pricing">View Plans</Link>
          </Button>
          {refresh}
        </CardFooter>
      </Card>
    );
  }

  const { subscription } = data;
  const next = nextBillingDate(data);
  // A granted trial has no plan of its own.
  const title = subscription.plan_type ? planName(subscription.plan_type) : "Free trial";
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>
            <h2 className="text-xl font-semibold">{title}</h2>
          </CardTitle>
          <Badge variant={data.status === "past_due" ? "destructive" : "secondary"}>{STATUS_LABELS[data.status]}</Badge>
        </div>
        <CardDescription>Your current plan and billing.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Fact term="Plan" value={title} />
          <Fact term="Billing interval" value={intervalLabel(subscription.billing_interval) || "—"} />
          {data.addons.length > 0 ? <Fact term="Add-ons" value={data.addons.map(planName).join(", ")} /> : null}
          {next ? <Fact term="Next billing date" value={longDate(next)} /> : null}
          {data.cancelAtPeriodEnd && data.currentPeriodEnd ? <Fact term="Access until" value={longDate(data.currentPeriodEnd)} /> : null}
        </dl>
        {subscription.trial_active && subscription.trial_end ? (
          <Notice icon={Gift}>
            Your free trial is active until {longDate(subscription.trial_end)}. During the trial you can plan {mealsText(data.allowedMealTypes)}.
          </Notice>
        ) : null}
        {data.cancelAtPeriodEnd ? (
          <Notice icon={CalendarClock}>
            Your subscription is cancelled and ends on {longDate(data.currentPeriodEnd ?? subscription.subscription_end)}. Resume it in Manage Subscription to
            keep your plan.
          </Notice>
        ) : null}
        {data.complimentary ? <Notice icon={Gift}>This plan was granted by an administrator; there is nothing to pay.</Notice> : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {data.complimentary ? null : (
          <Button onClick={onManage} disabled={opening}>
            <CreditCard aria-hidden="true" />
            {opening ? "Opening..." : "Manage Subscription"}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </Button>
        )}
        {refresh}
        <Button variant="link" asChild>
          <Link to="/pricing">Compare plans</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="mt-1 font-medium">{value}</dd>
    </div>
  );
}

function Notice({ icon: Icon, children }: { icon: typeof Gift; children: React.ReactNode }) {
  return (
    <p className="flex gap-2 rounded-lg bg-accent px-3 py-2 text-sm text-accent-foreground">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
