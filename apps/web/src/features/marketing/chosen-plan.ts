import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { PLAN_TYPES, type PlanType } from "@sierra/shared";

/** A plan a visitor picked on /pricing, kept through registration and verification (browser storage). */
const KEY = "sierra-chosen-plan";
/** /pricing?chosen=<plan> offers that plan's checkout first. */
export const CHOSEN_PARAM = "chosen";

const storage = () => (typeof window === "undefined" ? null : window.localStorage);

export function rememberChosenPlan(plan: PlanType): void {
  try {
    storage()?.setItem(KEY, plan);
  } catch {
    // Private mode: the visitor picks the plan again after signing up.
  }
}

/** The remembered plan, once: reading forgets it, so it opens its checkout a single time. */
export function takeChosenPlan(): PlanType | null {
  try {
    const plan = storage()?.getItem(KEY) ?? null;
    storage()?.removeItem(KEY);
    return PLAN_TYPES.includes(plan as PlanType) ? (plan as PlanType) : null;
  } catch {
    return null;
  }
}

/** In the member's layout: a plan chosen before signing up leads back to its checkout on /pricing. */
export function useResumeChosenPlan(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    // The reset form comes first: a guest account sets its password before anything else.
    if (pathname.startsWith("/auth/")) return;
    const plan = takeChosenPlan();
    if (plan) void navigate(`/pricing?${CHOSEN_PARAM}=${plan}`, { replace: true });
  }, [navigate, pathname]);
}
