import { EAST_PRODUCE } from "./seasonal-produce-east";
import { WEST_PRODUCE } from "./seasonal-produce-west";
import { zipcodeState } from "./zip-states";
import { formatterPerZone } from "./zone-formatters";

export const PRODUCE_REGIONS = {
  northeast: "Northeast",
  southeast: "Southeast",
  florida: "Florida",
  midwest: "Midwest",
  "south-central": "South Central",
  mountain: "Mountain West",
  southwest: "Desert Southwest",
  california: "California",
  northwest: "Pacific Northwest",
  alaska: "Alaska",
  hawaii: "Hawaii",
} as const;
export type ProduceRegion = keyof typeof PRODUCE_REGIONS;

const STATE_REGIONS: Record<string, ProduceRegion> = {};
const assign = (region: ProduceRegion, states: string) => states.split(" ").forEach((s) => (STATE_REGIONS[s] = region));
assign("northeast", "ME NH VT MA RI CT NY NJ PA");
assign("southeast", "DE MD DC VA WV NC SC GA TN KY AL MS");
assign("florida", "FL");
assign("midwest", "OH IN MI IL WI MN IA MO ND SD NE KS");
assign("south-central", "TX OK LA AR");
assign("mountain", "MT ID WY CO UT NV");
assign("southwest", "AZ NM");
assign("california", "CA");
assign("northwest", "WA OR");
assign("alaska", "AK");
assign("hawaii", "HI");

const PRODUCE: Record<string, string[][]> = { ...EAST_PRODUCE, ...WEST_PRODUCE };
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Southern Nevada (Las Vegas, 889-891) grows like the desert, not like Reno. */
function regionOf(zipcode: string): ProduceRegion | null {
  const prefix = Number(zipcode.slice(0, 3));
  if (prefix >= 889 && prefix <= 891) return "southwest";
  const state = zipcodeState(zipcode);
  return state ? (STATE_REGIONS[state] ?? null) : null;
}

export interface SeasonalProduce {
  region: ProduceRegion;
  regionLabel: string;
  month: string;
  items: string[];
}

/** In season this month (0-11) near a US zipcode; null outside the regions we cover. */
export function seasonalProduce(zipcode: string | null | undefined, monthIndex: number): SeasonalProduce | null {
  if (!zipcode) return null;
  const region = regionOf(zipcode);
  const items = region ? PRODUCE[region]?.[monthIndex] : undefined;
  if (!region || !items) return null;
  return { region, regionLabel: PRODUCE_REGIONS[region], month: MONTHS[monthIndex] ?? "", items };
}

const monthNumber = formatterPerZone("en-US", { month: "numeric" });

/** The month (0-11) it is now in a time zone, so "this month" follows the user's calendar. */
export function monthInTimeZone(now: Date, timeZone: string | null | undefined): number {
  try {
    return Number(monthNumber(timeZone ?? "UTC").format(now)) - 1;
  } catch {
    return now.getUTCMonth();
  }
}
