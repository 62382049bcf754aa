import { CalendarDays, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const SAMPLE_DAYS = [
  { day: "Monday", dinner: "Lemon-herb chicken with roasted potatoes and green beans", minutes: 35 },
  { day: "Tuesday", dinner: "Black bean and sweet potato tacos with lime slaw", minutes: 30 },
  { day: "Wednesday", dinner: "Creamy tomato orzo with spinach and parmesan", minutes: 25 },
  { day: "Thursday", dinner: "Sheet-pan salmon with miso-glazed broccoli", minutes: 30 },
] as const;

/** An illustrative four-day dinner plan shown in the landing hero. */
export function SampleWeekCard() {
  return (
    <Card className="w-full gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <CalendarDays className="size-5 text-primary" aria-hidden="true" />
            Sample week
          </h2>
        </CardTitle>
        <CardDescription>An example dinner plan for a household of two. Yours follows your own preferences.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border">
          {SAMPLE_DAYS.map((item) => (
            <li key={item.day} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4">
              <span className="w-24 shrink-0 text-sm font-semibold text-primary">{item.day}</span>
              <span className="flex-1 space-y-1">
                <span className="block text-sm font-medium text-foreground">{item.dinner}</span>
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="secondary">Dinner</Badge>
                  <Clock className="size-3.5" aria-hidden="true" />
                  {item.minutes} min
                </span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
