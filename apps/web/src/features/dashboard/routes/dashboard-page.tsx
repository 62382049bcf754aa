import { Link } from "react-router";
import { CalendarPlus, UtensilsCrossed } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { displayFirstName, useMe } from "@/features/session/use-me";
import { useSession } from "@/features/session/use-session";

export function DashboardPage() {
  const session = useSession();
  const me = useMe();
  const name = displayFirstName(me.data?.profile.first_name, session.data?.user.email);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Welcome back, {name}!</h1>
        <p className="mt-1 text-muted-foreground">Here is where your week of meals comes together.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Quick Actions</h2>
          </CardTitle>
          <CardDescription>Jump straight into planning.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/meal-plans">
              <CalendarPlus aria-hidden="true" /> Create New Meal Plan
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/recipes">
              <UtensilsCrossed aria-hidden="true" /> Browse Recipes
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
