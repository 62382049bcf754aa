import { zipcodeState } from "./zip-states";

const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";
const MOUNTAIN = "America/Denver";
const PACIFIC = "America/Los_Angeles";

/** The zone most of each state keeps; split states are refined by the tables below. */
const STATE_ZONES: Record<string, string> = {
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  KY: EASTERN,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  NH: EASTERN,
  NJ: EASTERN,
  NY: EASTERN,
  NC: EASTERN,
  OH: EASTERN,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  VT: EASTERN,
  VA: EASTERN,
  WV: EASTERN,
  MI: "America/Detroit",
  IN: "America/Indiana/Indianapolis",
  AL: CENTRAL,
  AR: CENTRAL,
  IL: CENTRAL,
  IA: CENTRAL,
  KS: CENTRAL,
  LA: CENTRAL,
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  NE: CENTRAL,
  ND: CENTRAL,
  OK: CENTRAL,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  WI: CENTRAL,
  CO: MOUNTAIN,
  MT: MOUNTAIN,
  NM: MOUNTAIN,
  UT: MOUNTAIN,
  WY: MOUNTAIN,
  ID: "America/Boise",
  AZ: "America/Phoenix",
  CA: PACIFIC,
  NV: PACIFIC,
  OR: PACIFIC,
  WA: PACIFIC,
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
  PR: "America/Puerto_Rico",
  VI: "America/St_Thomas",
  GU: "Pacific/Guam",
  AS: "Pacific/Pago_Pago",
};

/** Prefixes on the other side of a state's time-zone line. */
const PREFIX_ZONES: Record<string, string> = {
  // Florida panhandle west of the Apalachicola River (Panama City, Pensacola).
  "324": CENTRAL,
  "325": CENTRAL,
  // East Tennessee (Chattanooga, Johnson City, Knoxville).
  "373": EASTERN,
  "374": EASTERN,
  "376": EASTERN,
  "377": EASTERN,
  "378": EASTERN,
  "379": EASTERN,
  // Western Kentucky (Paducah, Bowling Green, Owensboro, Henderson).
  "420": CENTRAL,
  "421": CENTRAL,
  "422": CENTRAL,
  "423": CENTRAL,
  "424": CENTRAL,
  // Indiana's Chicago suburbs (Gary) and the Evansville corner.
  "463": CENTRAL,
  "464": CENTRAL,
  "476": CENTRAL,
  "477": CENTRAL,
  // West River South Dakota, south-west North Dakota, the Nebraska panhandle, El Paso.
  "577": MOUNTAIN,
  "586": MOUNTAIN,
  "693": MOUNTAIN,
  "798": MOUNTAIN,
  "799": MOUNTAIN,
  "885": MOUNTAIN,
  // The Idaho panhandle (Lewiston, Coeur d'Alene).
  "835": PACIFIC,
  "838": PACIFIC,
};

/** Single codes whose town keeps a different zone from the rest of its prefix. */
const ZIP_ZONES: Record<string, string> = {
  // Michigan's Upper Peninsula counties on the Wisconsin line keep Central time.
  "49801": "America/Menominee",
  "49802": "America/Menominee",
  "49858": "America/Menominee",
  "49911": "America/Menominee",
  "49935": "America/Menominee",
  "49938": "America/Menominee",
  "49968": "America/Menominee",
  // Indiana's Perry and Starke counties.
  "47586": "America/Indiana/Tell_City",
  "46534": "America/Indiana/Knox",
  // Kansas's four western counties.
  "67735": MOUNTAIN,
  "67758": MOUNTAIN,
  "67878": MOUNTAIN,
  "67879": MOUNTAIN,
  // The Navajo Nation in Arizona observes daylight saving time.
  "86503": MOUNTAIN,
  "86504": MOUNTAIN,
  "86505": MOUNTAIN,
  "86515": MOUNTAIN,
  "86538": MOUNTAIN,
  "86556": MOUNTAIN,
  "86033": MOUNTAIN,
  "86045": MOUNTAIN,
  // Eastern Oregon's Malheur County; West Wendover and Jackpot, Nevada.
  "97913": "America/Boise",
  "97914": "America/Boise",
  "97918": "America/Boise",
  "97910": "America/Boise",
  "89883": MOUNTAIN,
  "89825": MOUNTAIN,
  // Adak and Atka in the western Aleutians.
  "99546": "America/Adak",
  "99547": "America/Adak",
};

/**
 * The IANA zone of a complete US ZIP code, offline: five-digit exceptions, then the prefix's
 * side of a state line, then the state's zone. Null for partial, military or unknown codes.
 */
export function zipcodeTimeZone(zipcode: string | null | undefined): string | null {
  const state = zipcodeState(zipcode);
  if (!state || !zipcode) return null;
  return ZIP_ZONES[zipcode] ?? PREFIX_ZONES[zipcode.slice(0, 3)] ?? STATE_ZONES[state] ?? null;
}
