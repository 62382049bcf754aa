import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { TRIAL_DAYS } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/session/use-session";
import { CallToAction } from "../components/call-to-action";
import { PlanGrid } from "../components/plan-grid";
import { PricingFaq } from "../components/pricing-faq";
import { PricingHeader } from "../components/pricing-header";

/** Public pricing page (/pricing): trial banner, four plan cards, FAQ and a closing call to action. */
export function PricingPage() {
  const session = useSession();
  const signedIn = Boolean(session.data);
  return (
    <div className="bg-background text-foreground">
      <PricingHeader />
      <PlanGrid />
      <PricingFaq />
      <CallToAction
        eyebrow={`${TRIAL_DAYS}-Day Free Trial`}
        title="Ready to plan your first week?"
        description={<p>Questions before you start? Our help pages and the team are here for you.</p>}
      >
        {signedIn ? (
          <Button size="lg" asChild>
            <Link to="/meal-plans">
              Go to Meal Plans
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button size="lg" asChild>
            <Link to="/onboarding">
              Start Your Free Trial
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button size="lg" variant="outline" asChild>
          <Link to="/contact">Contact Us</Link>
        </Button>
      </CallToAction>
    </div>
  );
}
