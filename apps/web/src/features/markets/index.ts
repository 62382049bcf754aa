// The markets feature's public face: the meal-plans page and the profile mount this card.
export { SuggestedLocalMarketsCard } from "./components/suggested-local-markets-card";
export type { MarketPreferences } from "./api/get-market-preferences";
