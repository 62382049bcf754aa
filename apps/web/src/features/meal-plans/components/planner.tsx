import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { publishSelectedDate } from "@/lib/calendar-context";
import { mealPlanMessages, type IsoDate, type PlanView } from "@sierra/shared";
import { serverTextOr } from "@/lib/api";
import { RetryAlert } from "@/components/retry-alert";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useIsMobile } from "@/hooks/use-mobile";
import { useMe } from "@/features/session/use-me";
import { useCookedMeals } from "@/features/pantry";
import { useMealPlan } from "../api/get-meal-plan";
import { usePlanActions } from "../hooks/use-plan-actions";
import { usePlanParams } from "../hooks/use-plan-params";
import { periodLabel } from "../lib/format";
import { planClock, type SlotView } from "../lib/plan-grid";
import { CalendarSyncCard } from "./calendar-sync-card";
import { DateSelectCard } from "./date-select-card";
import { DeletePlanButton } from "./delete-plan-button";
import type { SlotActions } from "./meal-slot";
import { PeriodNav } from "./period-nav";
import { PlanGrid, PlanGridSkeleton } from "./plan-grid";
import { SlotDialog } from "./slot-dialog";
import { UpgradeNotice } from "./upgrade-notice";
import { ViewToggle } from "./view-toggle";

/** A signed-in user's planner: view toggle, date selector, side cards and the plan grid. */
export function Planner({ userId, marketsCard }: { userId: string; marketsCard?: ReactNode }) {
  const [serverTime, setServerTime] = useState<{ now: string; timeZone: string } | null>(null);
  const clock = useMemo(() => (serverTime ? planClock(serverTime) : null), [serverTime]);
  const { view, date, today, bounds, update } = usePlanParams(clock);
  const plan = useMealPlan(userId, view, date);
  const actions = usePlanActions(userId);
  const me = useMe();
  const isMobile = useIsMobile();
  const [picking, setPicking] = useState<SlotView | null>(null);

  // "Today" and the selectable dates follow the server's clock and the user's zone.
  if (plan.data && (plan.data.now !== serverTime?.now || plan.data.timeZone !== serverTime.timeZone))
    setServerTime({ now: plan.data.now, timeZone: plan.data.timeZone });

  // Sierra's panel is aware of the date the calendar shows (spec section 2).
  useEffect(() => publishSelectedDate(date), [date]);

  useEffect(() => {
    if (plan.isError) toast.error("Failed to fetch meal plan", { description: "There was a problem loading your meal plan" });
  }, [plan.isError, plan.errorUpdatedAt]);

  const subscription = me.data?.subscription;
  const cookedMeals = useCookedMeals(userId, plan.data?.range ?? null);
  const cooked = useMemo(() => {
    if (!cookedMeals.data || !today) return undefined;
    const done = new Set(cookedMeals.data.cooked.map((c) => `${c.date} ${c.mealType}`));
    return { userId, canCook: (slot: SlotView) => slot.date <= today, isCooked: (slot: SlotView) => done.has(`${slot.date} ${slot.mealType}`) };
  }, [cookedMeals.data, today, userId]);
  const slotActions: SlotActions = useMemo(
    () => ({ onPick: setPicking, onRemove: actions.remove, busy: actions.busy, cooked }),
    [actions.remove, actions.busy, cooked],
  );
  const caption = periodLabel(view, date);
  // The grid renders from a deferred copy: a month of slots is rebuilt in the background
  // (interruptible) while the toggle, the date card and the heading answer at once.
  const gridInput = useMemo(() => ({ data: plan.data, view }), [plan.data, view]);
  const grid = useDeferredValue(gridInput);
  const stale = grid !== gridInput || plan.isPlaceholderData;
  const sideCards = (
    <>
      {marketsCard}
      <CalendarSyncCard userId={userId} />
    </>
  );

  const planSection = (
    <section aria-labelledby="plan-title">
      <Card className="gap-4">
        <CardHeader className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plan-title" className="text-xl font-semibold" aria-live="polite">
            {caption}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <PeriodNav view={view} date={date} today={today} bounds={bounds} onDate={(next) => update({ date: next })} />
            {plan.data && <DeletePlanButton view={view} date={date} onDelete={actions.deletePlan} pending={actions.deleting} />}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 px-3 sm:px-6">
          {/* The pane's errors: 'Failed to update meal plan', 'Failed to add meal to your plan', a failed load. */}
          {actions.failure && (
            <RetryAlert
              testId="pane-error"
              title={actions.failure.title}
              detail={actions.failure.detail}
              onRetry={actions.failure.retry}
              onDismiss={actions.failure.dismiss}
              retrying={actions.failure.retrying}
            />
          )}
          {plan.isError && (
            <RetryAlert
              testId="pane-error"
              title={serverTextOr(plan.error, mealPlanMessages.loadFailed)}
              onRetry={() => void plan.refetch()}
              retrying={plan.isFetching}
            />
          )}
          {grid.data && subscription && <UpgradeNotice allowed={grid.data.allowedMealTypes} subscription={subscription} />}
          {grid.data ? (
            <div aria-busy={stale} className={stale ? "opacity-60 transition-opacity" : undefined}>
              <PlanGrid data={grid.data} view={grid.view} actions={slotActions} />
            </div>
          ) : plan.isPending ? (
            <PlanGridSkeleton view={view} />
          ) : null}
        </CardContent>
      </Card>
    </section>
  );

  return (
    <>
      <ViewToggle view={view} onView={(next: PlanView) => update({ view: next })} />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <DateSelectCard signedIn date={date} today={today} bounds={bounds} onSelect={(next: IsoDate) => update({ date: next })} />
        {!isMobile && sideCards}
      </div>
      {planSection}
      {isMobile && <div className="grid gap-6">{sideCards}</div>}
      <SlotDialog
        slot={picking}
        userId={userId}
        onClose={() => setPicking(null)}
        onAdd={(slot, recipeId) => {
          setPicking(null);
          actions.add(slot, recipeId);
        }}
        onRemove={(slot) => {
          setPicking(null);
          actions.remove(slot);
        }}
      />
    </>
  );
}
