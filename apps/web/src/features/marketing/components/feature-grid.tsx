import type { LucideIcon } from "lucide-react";
import { Bell, CalendarSync, ChefHat, Leaf, Recycle, Refrigerator, ShoppingCart, Shuffle, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
  comingSoon?: boolean;
}

/**
 * The marketing promises of the product (accounts spec section 1). Coming Soon marks what the
 * product does not do yet, whatever the spec's list says (docs/decisions/029): Sierra's suggestions
 * and meal shuffle, the seasonal guide, the calendar feed, the pantry, shopping lists by aisle and
 * the leftover remix and community sharing (docs/decisions/063) exist, and so do notification sync's
 * reminders by e-mail and push (docs/decisions/066): nothing is Coming Soon now.
 */
const FEATURES: Feature[] = [
  {
    icon: ChefHat,
    title: "AI meal suggestions",
    description: "Suggestions matched to your taste, dietary restrictions and cooking skill level.",
  },
  {
    icon: Refrigerator,
    title: "Pantry-aware planning",
    description: "Plans that start from what you already have, so less food goes to waste.",
  },
  {
    icon: Recycle,
    title: "Leftover remix engine",
    description: "Turn last night's leftovers into a new dish instead of a repeat.",
  },
  {
    icon: Leaf,
    title: "Seasonal produce guide",
    description: "See what is in season near you and cook with it at its best.",
  },
  {
    icon: ShoppingCart,
    title: "Smart shopping lists",
    description: "Shopping lists grouped by aisle, built from the meals you plan.",
  },
  {
    icon: CalendarSync,
    title: "One-click calendar sync",
    description: "Put your meal plan on the calendar you already use.",
  },
  {
    icon: Users,
    title: "Community recipe sharing",
    description: "Share the recipes you love and discover what other home cooks make.",
  },
  {
    icon: Bell,
    title: "Notification sync",
    description: "Reminders that keep your plan and your devices in step.",
  },
  {
    icon: Shuffle,
    title: "AI meal-shuffle",
    description: "Plans changed at the last minute? Ask Sierra to shuffle in something that fits.",
  },
];

/** The landing page's feature grid; a feature the product does not have yet carries Coming Soon. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-foreground">
          Everything you need to plan the week
        </h2>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">Sierra does the thinking about what to cook, so you can get on with cooking it.</p>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, description, comingSoon }) => (
          <li key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {comingSoon ? <Badge variant="outline">Coming Soon</Badge> : null}
            </div>
            <h3 className="text-base font-semibold">{title}</h3>
            <p className="text-sm leading-6 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
