import { Link } from "react-router";
import { BookPlus, CalendarPlus, Heart, History } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ActivityItem } from "../api/get-dashboard-stats";
import { timeAgo } from "@/lib/time-ago";
import { activityText } from "../lib/activity-text";

const ICONS = { meal_planned: CalendarPlus, recipe_favorited: Heart, recipe_created: BookPlus } as const;

/** The user's latest real events (meals planned, favourites, own recipes), newest first. */
export function RecentActivity({ items, now }: { items: ActivityItem[]; now: number }) {
  return (
    <section aria-labelledby="activity-title">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h2 id="activity-title">Recent Activity</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {items.length === 0 ? (
            <div className="flex items-start gap-3 text-sm text-muted-foreground" data-testid="activity-empty">
              <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>Nothing here yet. Plan a meal, save a favorite or create a recipe, and it will show up here.</p>
            </div>
          ) : (
            <ol className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2" data-testid="activity-list">
              {items.map((item) => {
                const Icon = ICONS[item.kind];
                return (
                  <li key={`${item.kind}-${item.at}-${item.recipeId ?? item.title}`} className="flex min-w-0 items-start gap-3">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <div className="min-w-0 text-sm">
                      <p className="truncate font-medium">
                        {item.recipeId ? (
                          <Link to={`/recipe/${item.recipeId}`} className="underline-offset-4 hover:underline">
                            {item.title}
                          </Link>
                        ) : (
                          item.title
                        )}
                      </p>
                      <p className="text-muted-foreground">
                        {activityText(item)} · <time dateTime={item.at}>{timeAgo(item.at, now)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
