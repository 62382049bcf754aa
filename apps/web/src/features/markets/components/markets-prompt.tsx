import { Link } from "react-router";
import { monthInTimeZone, seasonalProduce } from "@sierra/shared";
import type { MarketPreferences } from "../api/get-market-preferences";
import { SeasonalProduce } from "./seasonal-produce";

/**
 * Before markets are requested (they need seasonal priority and a zipcode): what to turn on.
 * The produce guide is our own table, so it needs no request and shows whenever a zipcode is known.
 */
export function MarketsPrompt({ preferences, showPreferencesLink }: { preferences: MarketPreferences; showPreferencesLink: boolean }) {
  const { zipcode } = preferences;
  const produce = seasonalProduce(zipcode, monthInTimeZone(new Date(), preferences.user_timezone));
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        {zipcode ? (
          <>
            Turn on <strong>Prioritize seasonal produce</strong> to see local markets near {zipcode}.
          </>
        ) : (
          <>
            Add your zipcode and turn on <strong>Prioritize seasonal produce</strong> to see markets and what is in season near you.
          </>
        )}
        {showPreferencesLink && (
          <>
            {" "}
            <Link to="/preferences" className="font-medium text-primary underline underline-offset-4">
              Open Preferences
            </Link>
          </>
        )}
      </p>
      {produce && <SeasonalProduce produce={produce} />}
    </div>
  );
}
