import type { ReactNode } from "react";
import { useSession } from "@/features/session/use-session";
import { Planner } from "../components/planner";
import { VisitorPlanner } from "../components/visitor-planner";

/**
 * /meal-plans, open to visitors too: they get sign-in prompts in the page, the
 * date selector and the calendar. `marketsCard` is the Suggested Local Markets
 * card, composed in by the router (features do not import each other); it needs
 * the user's preferences, so visitors do not get it.
 */
export function MealPlansPage({ marketsCard }: { marketsCard?: ReactNode }) {
  const session = useSession();
  const user = session.data?.user ?? null;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Meal Plans</h1>
        <p className="mt-1 text-muted-foreground">Put recipes into your days and see the week or month at a glance.</p>
      </div>
      {user ? <Planner userId={user.id} marketsCard={marketsCard} /> : <VisitorPlanner />}
    </div>
  );
}
