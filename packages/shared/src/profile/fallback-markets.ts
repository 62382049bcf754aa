// Kept apart from markets.ts (its request schema needs zod): the meal planner's markets card
// shows these without loading the validation library (docs/decisions/032).

/** The spec's market suggestion: a name and a location. */
export interface MarketSuggestion {
  name: string;
  location: string;
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
