import { BookOpen, CalendarCheck, Flame, Heart, type LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardStats } from "../api/get-dashboard-stats";
import { formatNumber } from "../lib/chart-data";

interface Stat {
  label: string;
  value: number;
  hint: string;
  icon: LucideIcon;
}

function stats(data: DashboardStats): Stat[] {
  return [
    { label: "Meal Plans Created", value: data.mealPlansCreated, hint: "This month, with at least one meal", icon: CalendarCheck },
    { label: "Recipes Generated", value: data.recipesGenerated, hint: "Recipes of your own", icon: BookOpen },
    { label: "Favorites Saved", value: data.favoritesSaved, hint: "Recipes you love", icon: Heart },
    { label: "Calories Planned", value: data.caloriesPlanned, hint: "This week, Sunday to Saturday", icon: Flame },
  ];
}

/** The four numbers, from the user's real data. */
export function StatCards({ data }: { data: DashboardStats | undefined }) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your numbers
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {data
          ? stats(data).map(({ label, value, hint, icon: Icon }) => (
              <li key={label}>
                <Card className="h-full gap-2 px-5 py-5" data-testid="stat-card">
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-sm font-medium text-muted-foreground">{label}</p>
                    <Icon className="size-4 text-primary" aria-hidden="true" />
                  </div>
                  <p className="text-3xl font-bold tabular-nums" data-testid="stat-value">
                    {formatNumber(value)}
                  </p>
                  <p className="text-xs text-muted-foreground">{hint}</p>
                </Card>
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-[7.5rem] w-full rounded-xl" />
              </li>
            ))}
      </ul>
    </section>
  );
}
