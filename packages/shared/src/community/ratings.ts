import { z } from "zod";

/** An average says little below this many ratings, so none is shown (issue: "averages shown only from 3 ratings"). */
export const RATINGS_BEFORE_AVERAGE = 3;

export const ratingInputSchema = z.object({
  stars: z
    .number({ message: "Rating must be a whole number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be a whole number from 1 to 5")
    .max(5, "Rating must be a whole number from 1 to 5"),
});

/** The average to show, to one decimal, or null while fewer than RATINGS_BEFORE_AVERAGE members rated. */
export function shownAverage(count: number, sum: number): number | null {
  if (count < RATINGS_BEFORE_AVERAGE) return null;
  return Math.round((sum / count) * 10) / 10;
}
