import { CalendarDays } from "lucide-react";
import type { IsoDate } from "@sierra/shared";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatLongDate } from "../lib/format";
import type { Bounds } from "../lib/navigation";
import { DateCalendar } from "./date-calendar";
import { SignInPrompt } from "./sign-in-prompt";

export function DateSelectCard(props: { signedIn: boolean; date: IsoDate; today: IsoDate; bounds: Bounds; onSelect: (date: IsoDate) => void }) {
  return (
    <section aria-labelledby="date-select-title" className="flex">
      <Card className="flex-1 gap-4">
        <CardHeader>
          <CardTitle>
            <h2 id="date-select-title" className="flex items-center gap-2">
              <CalendarDays className="size-4 text-primary" aria-hidden="true" /> Select a date
            </h2>
          </CardTitle>
          <CardDescription aria-live="polite">{props.signedIn ? `Selected: ${formatLongDate(props.date)}` : "Pick a day to plan."}</CardDescription>
        </CardHeader>
        <CardContent>
          {props.signedIn ? (
            <DateCalendar date={props.date} today={props.today} bounds={props.bounds} onSelect={props.onSelect} />
          ) : (
            <SignInPrompt>Sign in to choose dates and plan your meals.</SignInPrompt>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
