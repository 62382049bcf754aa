import { format } from "date-fns";
import { BILLING_LABELS, PLAN_CARDS, type BillingInterval, type PlanType } from "@sierra/shared";

export const planName = (type: PlanType | string | null | undefined) => PLAN_CARDS.find((p) => p.type === type)?.name ?? "No plan";

export const intervalLabel = (interval: BillingInterval | string | null | undefined) =>
  interval && interval in BILLING_LABELS ? BILLING_LABELS[interval as BillingInterval] : "";

/** "December 7, 2026" */
export const longDate = (iso: string | null | undefined) => (iso ? format(new Date(iso), "MMMM d, yyyy") : "");

export function money(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}
