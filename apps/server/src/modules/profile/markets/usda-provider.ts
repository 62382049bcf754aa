import { z } from "zod";
import type { MarketSuggestion } from "@sierra/shared";
import type { MarketProvider, MarketQuery } from "./market-provider";

export const USDA_DEFAULT_URL = "https://www.usdalocalfoodportal.com/api";
const TIMEOUT_MS = 5_000;
const MAX_BODY_BYTES = 2_000_000;
const MAX_RESULTS = 6;

const text = z.string().trim().optional().catch(undefined);
const listing = z.object({
  listing_name: z.string().trim().min(1),
  location_address: text,
  location_city: text,
  location_state: text,
  distance: z.union([z.number(), z.string()]).optional().catch(undefined),
});
/** The directory's answer, read defensively: bad listings are skipped, not fatal. */
const answer = z.object({ data: z.array(z.unknown()).default([]) });

const distanceOf = (d: number | string | undefined) => (d === undefined || Number.isNaN(Number(d)) ? Infinity : Number(d));

/**
 * USDA AMS Local Food Directories (farmers markets): GET {base}/farmersmarket/?apikey&zip&radius.
 * The base URL comes from configuration only, never from a request, so no URL guard is needed;
 * a timeout and a body cap keep a slow or huge answer from holding the request.
 */
export class UsdaMarketProvider implements MarketProvider {
  readonly source = "directory" as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
  ) {}

  async find({ zipcode, radiusMiles }: MarketQuery): Promise<MarketSuggestion[]> {
    const url = new URL(`${this.baseUrl.replace(/\/$/, "")}/farmersmarket/`);
    url.search = new URLSearchParams({ apikey: this.apiKey, zip: zipcode, radius: String(radiusMiles) }).toString();
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`USDA directory answered ${res.status}`);
    const body = await res.text();
    if (body.length > MAX_BODY_BYTES) throw new Error("USDA directory answer too large");
    const listings = answer
      .parse(JSON.parse(body))
      .data.flatMap((item) => {
        const parsed = listing.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
      .sort((a, b) => distanceOf(a.distance) - distanceOf(b.distance));
    return listings.slice(0, MAX_RESULTS).map((l) => ({
      name: l.listing_name,
      location: l.location_address || [l.location_city, l.location_state].filter(Boolean).join(", ") || `Near ${zipcode}`,
    }));
  }
}
