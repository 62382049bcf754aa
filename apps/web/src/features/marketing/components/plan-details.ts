import type { PlanType } from "@sierra/shared";

/** Marketing copy per plan: a one-line summary and what the plan includes. */
export const PLAN_DETAILS: Record<PlanType, { summary: string; includes: string[] }> = {
  dinner: {
    summary: "Weeknight dinners, planned for you.",
    includes: [
      "Dinner recipes and dinner planning",
      "Sierra, your AI meal planning assistant",
      "Daily, weekly and monthly plan views",
      "Favourites and nutrition per serving",
    ],
  },
  breakfast_addon: {
    summary: "Add breakfast to your Dinner Plan.",
    includes: ["Breakfast recipes and breakfast planning", "Works alongside an active Dinner or All Day Plan"],
  },
  lunch_addon: {
    summary: "Add lunch to your Dinner Plan.",
    includes: ["Lunch recipes and lunch planning", "Works alongside an active Dinner or All Day Plan"],
  },
  all_day: {
    summary: "Breakfast, lunch and dinner in one plan.",
    includes: ["Breakfast, lunch and dinner planning", "Snacks in your plan too", "Everything in the Dinner Plan", "One bundle instead of separate add-ons"],
  },
};

/** Months in each billing interval, for the per-month equivalent. */
export const INTERVAL_MONTHS = { "3_months": 3, "12_months": 12 } as const;
