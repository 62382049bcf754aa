import { varietyWording } from "../profile/preferences";

/**
 * Sierra's wording for the variety level in the panel's empty state (spec sections 2 and 9):
 * 7 or more Adventurous, 3 or less Simple & Familiar, otherwise Balanced. The profile's variety
 * field uses the same rule, so this is that function under the panel's name.
 */
export const varietyLabel: (level: number) => string = varietyWording;

export type VarietyTier = "high" | "moderate" | "low";

/** Message tiers (spec section 9): 8 or above high, 5 to 7 moderate, below 5 low. */
export function varietyTier(level: number): VarietyTier {
  if (level >= 8) return "high";
  if (level >= 5) return "moderate";
  return "low";
}
