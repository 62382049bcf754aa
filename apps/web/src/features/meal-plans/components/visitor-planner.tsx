import { useState } from "react";
import { CalendarHeart } from "lucide-react";
import { selectableRange, type PlanView } from "@sierra/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DateSelectCard } from "./date-select-card";
import { SignInPrompt } from "./sign-in-prompt";
import { ViewToggle } from "./view-toggle";

/** What a visitor sees: the page's prompt, and prompts in the date selector and the calendar. */
export function VisitorPlanner() {
  const [view, setView] = useState<PlanView>("weekly");
  const [range] = useState(() => selectableRange({ now: new Date(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC" }));
  return (
    <>
      <section aria-labelledby="visitor-plan-title" className="flex gap-3 rounded-xl border bg-secondary p-4 text-secondary-foreground">
        <CalendarHeart className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="visitor-plan-title" className="font-semibold">
            Sign in to plan your meals
          </h2>
          <p className="text-sm">Your meal plan is private to your account. Log in, or sign up for a free trial, to start planning.</p>
        </div>
      </section>
      <ViewToggle view={view} onView={setView} />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <DateSelectCard signedIn={false} date={range.today} today={range.today} bounds={range} onSelect={() => undefined} />
      </div>
      <section aria-labelledby="visitor-calendar-title">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 id="visitor-calendar-title">Your calendar</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <SignInPrompt>Sign in to see your meal plan calendar and add meals to it.</SignInPrompt>
          </CardContent>
        </Card>
      </section>
    </>
  );
}
