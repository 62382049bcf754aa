import { Link } from "react-router";
import { TRIAL_DAYS } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/session/use-session";
import { CallToAction } from "../components/call-to-action";
import { PlanGrid } from "../components/plan-grid";
import { PricingFaq } from "../components/pricing-faq";
import { PricingHeader } from "../components/pricing-header";
import { ArrowLinkButton } from "../components/arrow-link-button";

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
          <ArrowLinkButton to="/meal-plans">Go to Meal Plans</ArrowLinkButton>
        ) : (
          <ArrowLinkButton to="/onboarding">Start Your Free Trial</ArrowLinkButton>
        )}
        <Button size="lg" variant="outline" asChild>
          <Link to="/contact">Contact Us</Link>
        </Button>
      </CallToAction>
    </div>
  );
}
