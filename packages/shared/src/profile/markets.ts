import { z } from "zod";
import { preferencesSchema } from "./preferences";
import type { SeasonalProduce } from "./seasonal-produce";
import type { MarketSuggestion } from "./fallback-markets";

/** getSeasonalInfo's body (spec section 7): the zipcode, with the preference's own rule. */
export const seasonalInfoRequestSchema = z.object({ zipcode: preferencesSchema.shape.zipcode.pipe(z.string("Enter your zipcode")) });

export interface SeasonalInfo {
  markets: MarketSuggestion[];
  /** "directory" when a real market directory answered, "offline" when none is configured. */
  source: "directory" | "offline";
  produce: SeasonalProduce | null;
}
