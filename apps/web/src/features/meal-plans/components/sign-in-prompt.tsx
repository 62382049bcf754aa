import { Link, useLocation } from "react-router";
import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";

/** What visitors see where a signed-in user's plan, date selector or calendar would be. */
export function SignInPrompt({ children, headingId, heading }: { children: string; heading?: string; headingId?: string }) {
  const location = useLocation();
  return (
    <div className="flex flex-col items-start gap-3 text-sm" data-testid="sign-in-prompt">
      {heading && (
        <h2 id={headingId} className="text-base font-semibold">
          {heading}
        </h2>
      )}
      <p className="text-muted-foreground">{children}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" asChild>
          <Link to="/auth/login" state={{ from: location }}>
            <LogIn aria-hidden="true" /> Log In
          </Link>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to="/pricing">Sign Up</Link>
        </Button>
      </div>
    </div>
  );
}
