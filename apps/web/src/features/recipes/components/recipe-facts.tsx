import { Clock, CookingPot, Users, type LucideIcon } from "lucide-react";
import { minutesLabel } from "@sierra/shared";

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string | null }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg bg-muted p-3 text-center print:bg-transparent print:p-1">
      <Icon className="size-5 text-primary print:hidden" aria-hidden="true" />
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="font-semibold">{value ?? <span className="text-muted-foreground">Not given</span>}</dd>
    </div>
  );
}

/** Prep, Cook and Serves (default 4). */
export function RecipeFacts({ prep, cook, serves }: { prep: number | null; cook: number | null; serves: number }) {
  return (
    <dl className="grid grid-cols-3 gap-3" data-testid="recipe-facts">
      <Fact icon={Clock} label="Prep" value={minutesLabel(prep)} />
      <Fact icon={CookingPot} label="Cook" value={minutesLabel(cook)} />
      <Fact icon={Users} label="Serves" value={String(serves)} />
    </dl>
  );
}
