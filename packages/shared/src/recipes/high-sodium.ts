import type { Nutrition } from "./api";

/**
 * The high-sodium badge's threshold and its source. The American Heart Association recommends no
 * more than 2,300 mg of sodium a day, moving toward an ideal limit of no more than 1,500 mg a day
 * for most adults ("How much sodium should I eat per day?", heart.org). A serving over the ideal
 * limit for a whole day is flagged.
 */
export const HIGH_SODIUM = {
  perServingMg: 1500,
  source: "American Heart Association: ideal limit of no more than 1,500 mg of sodium a day for most adults",
  url: "https://www.heart.org/en/healthy-living/healthy-eating/eat-smart/sodium/how-much-sodium-should-i-eat-per-day",
} as const;

/** True when a serving holds more than the ideal daily limit (1,500 mg); unknown sodium is not flagged. */
export function isHighSodium(nutrition: Pick<Nutrition, "sodium"> | null | undefined): boolean {
  return typeof nutrition?.sodium === "number" && nutrition.sodium > HIGH_SODIUM.perServingMg;
}
