import type { SierraRequest } from "./request";

/**
 * The corpus scorer's comparison (README.md, "Evaluation corpus"): action, days, mealTypes,
 * constraints (arrays as sets), dropConstraints, followUp, preferenceChanges, nutrition and
 * leftovers must all agree; `unhandled` is not scored. Returns the fields that differ.
 */
const SCORED = ["action", "days", "mealTypes", "constraints", "dropConstraints", "followUp", "preferenceChanges", "nutrition", "leftovers"] as const;

export function requestDifferences(expected: SierraRequest, actual: SierraRequest): string[] {
  return SCORED.filter((field) => canonical(expected[field]) !== canonical(actual[field]));
}

/** Arrays as sorted sets, objects by sorted keys, empty objects and arrays as absent. */
function canonical(value: unknown): string {
  return JSON.stringify(normal(value)) ?? "null";
}

function normal(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    return [...new Set(value.map((v) => JSON.stringify(normal(v))))].sort().map((v) => JSON.parse(v) as unknown);
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, normal(v)] as const)
      .filter(([, v]) => v !== undefined && v !== false)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value ?? undefined;
}
