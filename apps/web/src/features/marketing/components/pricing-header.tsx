import { Gift } from "lucide-react";
import { TRIAL_DAYS } from "@sierra/shared";

/** Pricing page header: the h1 and the free-trial banner. */
export function PricingHeader() {
  return (
    <section aria-labelledby="pricing-title" className="border-b bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <h1 id="pricing-title" className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
          Plans and pricing
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-muted-foreground">
          Choose the meals you want Sierra to plan. Start with dinner and add breakfast or lunch, or take the All Day Plan for every meal.
        </p>
        <div className="mx-auto mt-8 flex max-w-2xl flex-col items-center gap-3 rounded-xl border bg-secondary px-5 py-4 text-secondary-foreground sm:flex-row sm:text-left">
          <Gift className="size-6 shrink-0" aria-hidden="true" />
          <p className="text-sm leading-6">
            <strong className="font-semibold">{TRIAL_DAYS}-Day Free Trial.</strong> Try Sierra free for {TRIAL_DAYS} days with dinner planning included, and
            cancel anytime.
          </p>
        </div>
      </div>
    </section>
  );
}
