import { Link } from "react-router";
import { MailCheck, PartyPopper } from "lucide-react";
import { Button } from "@/components/ui/button";

/** After the animation: what happens next (the checkout tab, the e-mail), leading to /profile. */
export function CompletionView({ firstName, email, onRestart }: { firstName: string; email: string; onRestart: () => void }) {
  return (
    <section
      aria-labelledby="complete-title"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card px-4 py-10 text-center text-card-foreground sm:px-8"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <PartyPopper className="size-7" aria-hidden="true" />
      </span>
      <h2 id="complete-title" className="text-2xl font-semibold">
        You're all set, {firstName}!
      </h2>
      <p className="max-w-md text-muted-foreground">
        Finish the checkout in the new tab to start your 14-day free trial. Your preferences are saved with your account when the checkout is done.
      </p>
      <p className="flex max-w-md items-start gap-2 rounded-lg border bg-background p-3 text-left text-sm">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          We will e-mail <strong className="font-semibold break-all">{email}</strong> a link to set your password. Then sign in to see your profile and
          preferences.
        </span>
      </p>
      <Button asChild size="lg">
        <Link to="/profile">Go to My Profile</Link>
      </Button>
      <Button type="button" variant="link" className="text-muted-foreground" onClick={onRestart}>
        Not {firstName}? Start again
      </Button>
    </section>
  );
}
