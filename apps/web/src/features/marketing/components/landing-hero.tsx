import { Link } from "react-router";
import { Sparkles } from "lucide-react";
import { PLAN_CARDS, TRIAL_DAYS, formatCents } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { SampleWeekCard } from "./sample-week-card";
import { ArrowLinkButton } from "./arrow-link-button";

/** Lowest price of a full plan (add-ons excluded): the "plans start at" figure. */
export const STARTING_PRICE = formatCents(Math.min(...PLAN_CARDS.filter((plan) => !plan.addOn).map((plan) => plan.prices["3_months"])));

/** Landing hero: the page's h1, the pitch, the two entry buttons and a sample week. */
export function LandingHero() {
  return (
    <section aria-labelledby="landing-title" className="border-b bg-muted/40">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:py-24">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm font-medium text-foreground">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Meet Sierra, your AI meal planning assistant
          </p>
          <h1 id="landing-title" className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
            Meal plans that fit your taste, your pantry and your week
          </h1>
          <p className="max-w-xl text-lg leading-8 text-muted-foreground">
            Sierra Meal Planner builds AI-personalised meal plans for home cooks and households, matched to what you like to eat, the foods you avoid and how
            much time you have to cook.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ArrowLinkButton to="/pricing">Start Your Free Trial</ArrowLinkButton>
            <Button size="lg" variant="outline" asChild>
              <Link to="/pricing">View Pricing</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {TRIAL_DAYS}-day free trial · Cancel anytime · Plans start at {STARTING_PRICE}
          </p>
        </div>
        <SampleWeekCard />
      </div>
    </section>
  );
}
