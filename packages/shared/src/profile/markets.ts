import { z } from "zod";
import { preferencesSchema } from "./preferences";
import type { SeasonalProduce } from "./seasonal-produce";

/** The spec's market suggestion: a name and a location. */
export interface MarketSuggestion {
  name: string;
  location: string;
}

/** getSeasonalInfo's body (spec section 7): the zipcode, with the preference's own rule. */
export const seasonalInfoRequestSchema = z.object({ zipcode: preferencesSchema.shape.zipcode.pipe(z.string("Enter your zipcode")) });

export interface SeasonalInfo {
  markets: MarketSuggestion[];
  /** "directory" when a real market directory answered, "offline" when none is configured. */
  source: "directory" | "offline";
  produce: SeasonalProduce | null;
}

/**
 * Shown when the service returns no markets (spec: two fallback entries). Honest, generic
 * guidance on where to look near the user; never a made-up market name.
 */
export function fallbackMarkets(zipcode: string, radiusMiles: number): MarketSuggestion[] {
  return [
    {
      name: `Farmers markets within ${radiusMiles} miles of ${zipcode}`,
      location: "Search the USDA Local Food Directories (usdalocalfoodportal.com) by zipcode for markets, their days and hours.",
    },
    {
      name: "Farm stands, CSAs and pick-your-own farms",
      location: "Your county's cooperative extension office keeps a list of the farms that sell directly in your area.",
    },
  ];
}
