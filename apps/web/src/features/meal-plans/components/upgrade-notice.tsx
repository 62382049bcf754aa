import { Link } from "react-router";
import { Lock } from "lucide-react";
import { upgradeMessage, type MealType } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { lockedMealTypes } from "../lib/plan-grid";

type Subscription = Parameters<typeof upgradeMessage>[1];

/**
 * What the member's plan leaves out, said once per meal type for the whole view; each locked slot
 * keeps only its lock and Upgrade link (the sentence had repeated in every slot).
 */
export function UpgradeNotice({ allowed, subscription }: { allowed: readonly MealType[]; subscription: Subscription }) {
  const locked = lockedMealTypes(allowed);
  if (locked.length === 0) return null;
  return (
    <div
      data-testid="upgrade-notice"
      className="flex flex-col gap-2 rounded-lg border border-dashed bg-muted/40 px-3 py-2 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-0.5">
        {locked.map((mealType) => (
          <p key={mealType}>{upgradeMessage(mealType, subscription)}</p>
        ))}
      </div>
      <Button variant="outline" size="sm" className="self-start sm:self-center" asChild>
        <Link to="/subscription">
          <Lock aria-hidden="true" /> See plans
        </Link>
      </Button>
    </div>
  );
}
