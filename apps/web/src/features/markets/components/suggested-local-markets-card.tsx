import { Store } from "lucide-react";
import { fallbackMarkets, marketMessages } from "@sierra/shared";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useMarketPreferences, type MarketPreferences } from "../api/get-market-preferences";
import { useSeasonalInfo } from "../api/get-seasonal-info";
import { MarketList } from "./market-list";
import { MarketsPrompt } from "./markets-prompt";
import { SeasonalProduce } from "./seasonal-produce";

function Body({ preferences, showPreferencesLink }: { preferences: MarketPreferences; showPreferencesLink: boolean }) {
  const { zipcode, prioritize_seasonal: seasonal, shopping_radius_miles: radius } = preferences;
  const info = useSeasonalInfo(zipcode, radius, seasonal);
  if (!seasonal || !zipcode) return <MarketsPrompt preferences={preferences} showPreferencesLink={showPreferencesLink} />;
  if (info.isPending)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Loading market information...
      </p>
    );
  if (info.isError) return <p className="text-sm text-destructive">{marketMessages.unavailable}</p>;
  const { markets, source, produce } = info.data;
  return (
    <div className="flex flex-col gap-5">
      {markets.length > 0 ? (
        <>
          <MarketList markets={markets} label="Markets near you" />
          <p className="text-xs text-muted-foreground">From the USDA Local Food Directories. Check days and hours before you go.</p>
        </>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">
            {source === "directory" ? marketMessages.noneFound : "No market directory is connected, so Sierra names no markets. Where to look:"}
          </p>
          <MarketList markets={fallbackMarkets(zipcode, radius)} label="Where to look" />
        </div>
      )}
      <SeasonalProduce produce={produce} />
    </div>
  );
}

/**
 * Suggested Local Markets (spec: on /meal-plans; also on the Preferences tab). Given the
 * preferences it uses them, otherwise it loads the signed-in user's own.
 */
export function SuggestedLocalMarketsCard({ preferences, showPreferencesLink = true }: { preferences?: MarketPreferences; showPreferencesLink?: boolean }) {
  const loaded = useMarketPreferences(!preferences);
  const prefs = preferences ?? loaded.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <Store className="size-5 text-primary" aria-hidden="true" /> Suggested Local Markets
          </h2>
        </CardTitle>
        <CardDescription>Fresh, local food near your zipcode, and what is in season this month.</CardDescription>
      </CardHeader>
      <CardContent>
        {prefs ? (
          <Body preferences={prefs} showPreferencesLink={showPreferencesLink} />
        ) : loaded.isError ? (
          <p className="text-sm text-destructive">{marketMessages.unavailable}</p>
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            Loading market information...
          </p>
        )}
      </CardContent>
    </Card>
  );
}
