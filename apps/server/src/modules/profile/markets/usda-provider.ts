import { z } from "zod";
import type { MarketSuggestion } from "@sierra/shared";
import type { OutboundClient } from "../../../adapters/http";
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
 * The base URL comes from configuration only; the request still goes through the server's one
 * outbound client (its host opened there), with a timeout and a body cap of its own.
 */
export class UsdaMarketProvider implements MarketProvider {
  readonly source = "directory" as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly client: OutboundClient,
  ) {}

  async find({ zipcode, radiusMiles }: MarketQuery): Promise<MarketSuggestion[]> {
    const url = new URL(`${this.baseUrl.replace(/\/$/, "")}/farmersmarket/`);
    url.search = new URLSearchParams({ apikey: this.apiKey, zip: zipcode, radius: String(radiusMiles) }).toString();
    const res = await this.client.get(url.href, { accept: ["application/json", "text/json"], timeoutMs: TIMEOUT_MS, maxBytes: MAX_BODY_BYTES });
    const body = res.body.toString("utf8");
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
