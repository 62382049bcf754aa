import { marketMessages, monthInTimeZone, seasonalProduce, type SeasonalInfo } from "@sierra/shared";
import type { AppDeps } from "../../../app-deps";
import { profileError } from "../errors";
import { readPreferences } from "../preferences";
import { marketProvider } from "./provider";

/**
 * getSeasonalInfo (spec section 7): markets near the zipcode within the user's shopping radius,
 * and what is in season there this month (in the user's time zone).
 */
export async function getSeasonalInfo(deps: AppDeps, userId: string, zipcode: string): Promise<SeasonalInfo> {
  const prefs = await readPreferences(deps.db, userId);
  const provider = marketProvider(deps.env);
  const produce = seasonalProduce(zipcode, monthInTimeZone(deps.now(), prefs.user_timezone));
  try {
    const markets = await provider.find({ zipcode, radiusMiles: prefs.shopping_radius_miles });
    return { markets, source: provider.source, produce };
  } catch (error) {
    console.error("markets: directory lookup failed", error);
    throw profileError(marketMessages.loadFailed, 502);
  }
}
