import { useCallback } from "react";
import { mealPlanMessages } from "@sierra/shared";
import { addFailureReason, useAddMeal } from "../api/add-meal";
import { useDeleteMealPlan } from "../api/delete-meal-plan";
import { updateFailed, useRemoveMeal } from "../api/remove-meal";
import type { SlotView } from "../lib/plan-grid";
import { usePlanRefresh } from "./use-plan-refresh";

export interface PaneFailure {
  title: string;
  detail: string;
  retry: () => void;
  dismiss: () => void;
  retrying: boolean;
}

/**
 * Add, replace, remove and delete, each followed by one debounced plan refresh.
 * A failed add or remove leaves the pane's error with a Retry of the same change.
 */
export function usePlanActions(userId: string) {
  const refresh = usePlanRefresh(userId);
  const add = useAddMeal(userId, refresh);
  const remove = useRemoveMeal(userId, refresh);
  const deletePlan = useDeleteMealPlan(userId, refresh);

  let failure: PaneFailure | null = null;
  if (add.isError && add.variables) {
    const variables = add.variables;
    failure = {
      title: "Failed to add meal to your plan",
      detail: addFailureReason(add.error),
      retry: () => add.mutate(variables),
      dismiss: add.reset,
      retrying: add.isPending,
    };
  } else if (remove.isError && remove.variables) {
    const variables = remove.variables;
    failure = {
      title: updateFailed.title,
      detail: updateFailed.description,
      retry: () => remove.mutate(variables),
      dismiss: remove.reset,
      retrying: remove.isPending,
    };
  }

  const addMutate = add.mutate;
  const removeMutate = remove.mutate;
  const addVars = add.isPending ? add.variables : undefined;
  const removeVars = remove.isPending ? remove.variables : undefined;
  return {
    add: useCallback((slot: SlotView, recipeId: string) => addMutate({ date: slot.date, mealType: slot.mealType, recipeId }), [addMutate]),
    remove: useCallback((slot: SlotView) => removeMutate({ date: slot.date, mealType: slot.mealType }), [removeMutate]),
    deletePlan: deletePlan.mutate,
    deleting: deletePlan.isPending,
    // Stable between changes, so the memoised grid does not re-render on every keystroke elsewhere.
    busy: useCallback((slot: SlotView) => matches(addVars, slot) || matches(removeVars, slot), [addVars, removeVars]),
    failure,
    messages: mealPlanMessages,
  };
}

const matches = (v: { date: string; mealType: string } | undefined, slot: SlotView) => v?.date === slot.date && v.mealType === slot.mealType;
