import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { TRIAL_DAYS } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { CallToAction } from "../components/call-to-action";
import { FeatureGrid } from "../components/feature-grid";
import { LandingHero, STARTING_PRICE } from "../components/landing-hero";
import { Testimonials } from "../components/testimonials";
import { ArrowLinkButton } from "../components/arrow-link-button";

/** Public home page (/): hero, features, testimonials, about teaser and closing call to action. */
export function LandingPage() {
  return (
    <div className="bg-background text-foreground">
      <LandingHero />
      <FeatureGrid />
      <Testimonials />
      <section aria-labelledby="about-teaser-title" className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <h2 id="about-teaser-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Built for home cooks and households
        </h2>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">
          Whether you cook for one or for a busy family, Sierra keeps track of your preferences, allergies and goals and plans around them. Nutrition figures
          come from each recipe's ingredients.
        </p>
        <Button variant="outline" size="lg" className="mt-6" asChild>
          <Link to="/about">
            Learn More
            {/* Says where the link leads for screen readers and search engines ("Learn More" alone does not). */}
            <span className="sr-only"> about Sierra Meal Planner</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
      <CallToAction
        eyebrow={`${TRIAL_DAYS}-Day Free Trial`}
        title="Plan your next week of dinners with Sierra"
        description={
          <p>
            Try Sierra free for {TRIAL_DAYS} days and cancel anytime. Plans start at {STARTING_PRICE}.
          </p>
        }
      >
        <ArrowLinkButton to="/onboarding">Start Your Free Trial</ArrowLinkButton>
        <Button size="lg" variant="outline" asChild>
          <Link to="/pricing">View Pricing</Link>
        </Button>
      </CallToAction>
    </div>
  );
}
