import { Link } from "react-router";
import { CalendarPlus, UtensilsCrossed } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title" className="flex">
      <Card className="flex-1">
        <CardHeader>
          <CardTitle>
            <h2 id="quick-actions-title">Quick Actions</h2>
          </CardTitle>
          <CardDescription>Jump straight into planning.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
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
    </section>
  );
}
