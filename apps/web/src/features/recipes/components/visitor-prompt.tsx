import { Link, useLocation } from "react-router";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Visitors browse the public catalogue; signing in adds their own recipes and favourites. */
export function VisitorPrompt() {
  const location = useLocation();
  return (
    <section
      aria-labelledby="visitor-prompt-title"
      className="flex flex-col gap-4 rounded-xl border bg-secondary p-4 text-secondary-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="visitor-prompt-title" className="font-semibold">
            Sign in for personalized recipes
          </h2>
          <p className="text-sm">You are browsing our public collection. Log in to see recipes Sierra creates for you and to save your favorites.</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button asChild>
          <Link to="/auth/login" state={{ from: location }}>
            Log In
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/pricing">Sign Up</Link>
        </Button>
      </div>
    </section>
  );
}
