import { decideCheckout, isAddon, switchQuote, type BillingInterval, type CheckoutRequest, type SwitchQuote } from "@sierra/shared";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../http/errors";
import { billingSummary } from "./summary";

/** The live base plan a switch changes, or null when there is none to switch. */
export async function liveBaseRow(deps: AppDeps, userId: string) {
  const { summary, rows } = await billingSummary(deps.db, userId);
  const base = rows.find((r) => r.status !== "canceled" && r.status !== "incomplete" && !isAddon(r.planType as never)) ?? null;
  return { summary, base };
}

/**
 * POST /api/billing/switch-preview: what switching the live base plan to this one costs, before
 * anything changes (new plan, interval, due today, the credit, the next date).
 */
export async function previewSwitch(deps: AppDeps, userId: string, input: CheckoutRequest): Promise<SwitchQuote> {
  const { summary, base } = await liveBaseRow(deps, userId);
  const decision = decideCheckout(summary, input.planType, input.billingInterval);
  if (decision.kind !== "switch" || !base) {
    if (decision.kind === "refused" && decision.code === "CURRENT_PLAN") throw new AppError(409, "CURRENT_PLAN", "This is already your current plan.");
    throw new AppError(409, "NOT_A_SWITCH", "There is no plan to switch from. Choose a plan to subscribe.");
  }
  return switchQuote({ ...base, billingInterval: base.billingInterval as BillingInterval }, input.planType, input.billingInterval, deps.now());
}
