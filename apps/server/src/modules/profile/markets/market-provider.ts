import type { MarketSuggestion } from "@sierra/shared";

export interface MarketQuery {
  zipcode: string;
  radiusMiles: number;
}

/** Where Suggested Local Markets come from: a real directory, or nothing we could vouch for. */
export interface MarketProvider {
  readonly source: "directory" | "offline";
  find(query: MarketQuery): Promise<MarketSuggestion[]>;
}
