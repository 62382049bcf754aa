import { ChefHat, Undo2 } from "lucide-react";
import type { IsoDate, MealType } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useCookedToggle } from "../api/mark-cooked";

/** "Cooked" on a planned slot: the recipe's ingredients leave the pantry; once cooked, "Undo cooked" puts them back. */
export function CookedButton({
  userId,
  date,
  mealType,
  cooked,
  label,
  className,
}: {
  userId: string;
  date: IsoDate;
  mealType: MealType;
  cooked: boolean;
  label: string;
  className?: string;
}) {
  const { cook, undo } = useCookedToggle(userId);
  const busy = cook.isPending || undo.isPending;
  if (cooked) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className={cn(className)}
        disabled={busy}
        onClick={() => undo.mutate({ date, mealType })}
        aria-label={`Undo cooked ${label}`}
      >
        <Undo2 aria-hidden="true" /> Undo cooked
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn(className)}
      disabled={busy}
      onClick={() => cook.mutate({ date, mealType })}
      aria-label={`Mark ${label} cooked`}
    >
      <ChefHat aria-hidden="true" /> Cooked
    </Button>
  );
}
