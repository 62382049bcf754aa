import { Link } from "react-router";
import { Eye, EyeOff, Lock, Plus, RefreshCw, Trash2, TriangleAlert } from "lucide-react";
import { mealDisplayTitle, slotMessages } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { CookedButton } from "@/features/pantry";
import { cn } from "@/lib/utils";
import { MEAL_TYPE_LABELS, slotLabel } from "../lib/format";
import type { SlotView } from "../lib/plan-grid";

export interface SlotActions {
  /** Opens the recipe picker for the slot (add, or replace and remove in the compact layout). */
  onPick: (slot: SlotView) => void;
  onRemove: (slot: SlotView) => void;
  busy: (slot: SlotView) => boolean;
  /** The pantry's "Cooked" action, for planned recipes up to today; absent until the cooked meals are known. */
  cooked?: { userId: string; canCook: (slot: SlotView) => boolean; isCooked: (slot: SlotView) => boolean };
}

const STATE_TEXT = { no_meal_planned: slotMessages.noMealPlanned, plan_closer: slotMessages.planCloser, not_available: slotMessages.notAvailable } as const;

/**
 * One dated meal slot, shown as the spec's slot display rules say. "full" has room for
 * View, Replace and Remove; "compact" (a month's day cell) has View and Change, which opens
 * the picker with Remove in it.
 */
export function MealSlot({
  slot,
  actions,
  density,
  showLabel = true,
}: {
  slot: SlotView;
  actions: SlotActions;
  density: "full" | "table" | "compact";
  showLabel?: boolean;
}) {
  const label = slotLabel(slot.mealType, slot.date);
  const compact = density === "compact";
  const busy = actions.busy(slot);
  const textOnly = slot.state in STATE_TEXT;
  return (
    <div
      data-testid="meal-slot"
      data-date={slot.date}
      data-meal-type={slot.mealType}
      data-state={slot.state}
      data-dimmed={slot.dimmed || undefined}
      aria-busy={busy || undefined}
      // Focus lands here when the control that was used goes away (after a pick or a removal).
      tabIndex={-1}
      role="group"
      aria-label={label}
      className={cn(
        "flex min-w-0 rounded-lg text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        // Slots that only say something are quieter than the ones you can act on.
        textOnly && !compact && showLabel ? "flex-row flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2" : "flex-col gap-1.5",
        compact ? "p-1.5" : textOnly && showLabel ? "" : "p-3",
        textOnly ? "bg-muted/40" : "border bg-card",
        slot.dimmed && "border border-dashed bg-muted/70 text-muted-foreground",
      )}
    >
      {showLabel && (
        <span className={cn("font-medium text-muted-foreground", compact ? "text-[0.7rem] leading-tight uppercase" : "text-xs uppercase tracking-wide")}>
          {MEAL_TYPE_LABELS[slot.mealType]}
        </span>
      )}
      <SlotBody slot={slot} actions={actions} compact={compact} small={density !== "full"} label={label} busy={busy} />
    </div>
  );
}

function SlotBody({
  slot,
  actions,
  compact,
  small,
  label,
  busy,
}: {
  slot: SlotView;
  actions: SlotActions;
  compact: boolean;
  small: boolean;
  label: string;
  busy: boolean;
}) {
  const size = compact ? "h-6 gap-1 px-1.5 text-xs has-[>svg]:px-1.5" : small ? "h-7 gap-1 px-2 text-xs has-[>svg]:px-2" : undefined;
  if (slot.state === "upgrade") {
    return (
      <div className="flex flex-col gap-1">
        <Button variant="link" size="sm" className={cn("h-auto justify-start p-0", compact && "text-xs")} asChild>
          <Link to="/subscription" aria-label={`Upgrade to plan ${slot.mealType}`}>
            <Lock aria-hidden="true" /> Upgrade
          </Link>
        </Button>
      </div>
    );
  }
  if (slot.state === "planned" && slot.meal) {
    const title = mealDisplayTitle(slot.meal);
    return (
      <>
        <p className={cn("font-medium break-words", compact ? "line-clamp-2 text-xs" : "line-clamp-3")} title={title}>
          {title}
        </p>
        {slot.meal.household_warning && (
          // Planned before an allergy or diet was added: the recipe page says what goes against it.
          <p data-testid="meal-warning" className={cn("flex items-center gap-1 font-medium text-destructive", compact ? "text-[0.7rem]" : "text-xs")}>
            <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" /> Not for your household
          </p>
        )}
        {slot.meal.community_hidden && (
          <p data-testid="meal-hidden" className={cn("flex items-center gap-1 font-medium text-muted-foreground", compact ? "text-[0.7rem]" : "text-xs")}>
            <EyeOff className="size-3.5 shrink-0" aria-hidden="true" /> Hidden by a moderator
          </p>
        )}
        <div className="flex flex-wrap gap-1">
          {slot.meal.recipe_id && (
            <Button variant="outline" size="sm" className={size} asChild>
              <Link to={`/recipe/${slot.meal.recipe_id}`} aria-label={`View ${title}`}>
                {!compact && <Eye aria-hidden="true" />} View
              </Link>
            </Button>
          )}
          {!compact && actions.cooked && slot.meal.recipe_id && actions.cooked.canCook(slot) && (
            <CookedButton
              userId={actions.cooked.userId}
              date={slot.date}
              mealType={slot.mealType}
              cooked={actions.cooked.isCooked(slot)}
              label={label}
              className={size}
            />
          )}
          {compact ? (
            <Button variant="ghost" size="sm" className={size} disabled={busy} onClick={() => actions.onPick(slot)} aria-label={`Change ${label}`}>
              Change
            </Button>
          ) : (
            <>
              {slot.writable && (
                <Button variant="outline" size="sm" className={size} disabled={busy} onClick={() => actions.onPick(slot)} aria-label={`Replace ${label}`}>
                  <RefreshCw aria-hidden="true" /> Replace
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                className={size}
                disabled={busy}
                onClick={(event) => {
                  event.currentTarget.closest<HTMLElement>("[data-testid='meal-slot']")?.focus();
                  actions.onRemove(slot);
                }}
                aria-label={`Remove ${label}`}
              >
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            </>
          )}
        </div>
      </>
    );
  }
  if (slot.state === "open") {
    return (
      <Button
        variant="outline"
        size="sm"
        className={cn("justify-start border-dashed", size)}
        disabled={busy}
        onClick={() => actions.onPick(slot)}
        aria-label={`Add ${label}`}
      >
        <Plus aria-hidden="true" /> {compact ? "Add" : "Add meal"}
      </Button>
    );
  }
  return <p className={cn("text-muted-foreground", compact ? "text-xs leading-snug" : "text-sm")}>{STATE_TEXT[slot.state as keyof typeof STATE_TEXT]}</p>;
}

/** A day whose every slot says the same "No meal planned" or "Plan closer to date" shows it once (day lists and month cells). */
export function CollapsedDay({ text, compact, dimmed }: { text: string; compact?: boolean; dimmed: boolean }) {
  return (
    <p
      data-testid="day-collapsed"
      data-dimmed={dimmed || undefined}
      // Dimmed as a slot more than 30 days ahead is, in every view.
      className={cn(
        "rounded-lg bg-muted/40 text-muted-foreground",
        compact ? "p-1.5 text-xs" : "px-3 py-2 text-sm",
        dimmed && "border border-dashed bg-muted/70",
      )}
    >
      {text}
    </p>
  );
}

/** The slot's element, to give focus back to it. */
export function focusSlot(slot: Pick<SlotView, "date" | "mealType">) {
  document.querySelector<HTMLElement>(`[data-testid='meal-slot'][data-date='${slot.date}'][data-meal-type='${slot.mealType}']`)?.focus();
}
