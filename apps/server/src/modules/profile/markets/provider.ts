import type { Env } from "../../../env";
import { outboundClientFor } from "../../../adapters/http";
import type { MarketProvider } from "./market-provider";
import { UsdaMarketProvider, USDA_DEFAULT_URL } from "./usda-provider";

/**
 * The embedded default knows no markets and says so: it returns none, and the card shows the
 * spec's two fallback entries (generic guidance, never an invented market).
 */
export const offlineMarketProvider: MarketProvider = {
  source: "offline",
  find: async () => [],
};

const providers = new WeakMap<Env, MarketProvider>();

/** USDA_LOCAL_FOOD_API_KEY selects the USDA Local Food Directories; one provider per configuration. */
export function marketProvider(env: Env): MarketProvider {
  let provider = providers.get(env);
  if (!provider) {
    const baseUrl = env.USDA_LOCAL_FOOD_API_URL ?? USDA_DEFAULT_URL;
    // The operator named this directory: its host is opened even when it is a private one.
    provider = env.USDA_LOCAL_FOOD_API_KEY
      ? new UsdaMarketProvider(env.USDA_LOCAL_FOOD_API_KEY, baseUrl, outboundClientFor(env, [new URL(baseUrl).host]))
      : offlineMarketProvider;
    providers.set(env, provider);
  }
  return provider;
}
