/**
 * US ZIP code prefixes (first three digits) by state or territory, written from the USPS
 * prefix allocation. Military prefixes (AA/AE/AP) and unassigned prefixes have no state.
 */
const RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, "NY"],
  [6, 7, "PR"],
  [8, 8, "VI"],
  [9, 9, "PR"],
  [10, 27, "MA"],
  [28, 29, "RI"],
  [30, 38, "NH"],
  [39, 49, "ME"],
  [50, 54, "VT"],
  [55, 55, "MA"],
  [56, 59, "VT"],
  [60, 69, "CT"],
  [70, 89, "NJ"],
  [100, 149, "NY"],
  [150, 196, "PA"],
  [197, 199, "DE"],
  [200, 200, "DC"],
  [201, 201, "VA"],
  [202, 205, "DC"],
  [206, 219, "MD"],
  [220, 246, "VA"],
  [247, 268, "WV"],
  [270, 289, "NC"],
  [290, 299, "SC"],
  [300, 319, "GA"],
  [320, 339, "FL"],
  [341, 349, "FL"],
  [350, 369, "AL"],
  [370, 385, "TN"],
  [386, 397, "MS"],
  [398, 399, "GA"],
  [400, 427, "KY"],
  [430, 459, "OH"],
  [460, 479, "IN"],
  [480, 499, "MI"],
  [500, 528, "IA"],
  [530, 549, "WI"],
  [550, 567, "MN"],
  [569, 569, "DC"],
  [570, 577, "SD"],
  [580, 588, "ND"],
  [590, 599, "MT"],
  [600, 629, "IL"],
  [630, 658, "MO"],
  [660, 679, "KS"],
  [680, 693, "NE"],
  [700, 714, "LA"],
  [716, 729, "AR"],
  [730, 731, "OK"],
  [733, 733, "TX"],
  [734, 749, "OK"],
  [750, 799, "TX"],
  [800, 816, "CO"],
  [820, 831, "WY"],
  [832, 838, "ID"],
  [840, 847, "UT"],
  [850, 865, "AZ"],
  [870, 884, "NM"],
  [885, 885, "TX"],
  [889, 898, "NV"],
  [900, 961, "CA"],
  [967, 968, "HI"],
  [969, 969, "GU"],
  [970, 979, "OR"],
  [980, 994, "WA"],
  [995, 999, "AK"],
];

/** Prefixes inside the ranges above that the USPS has not assigned. */
const UNASSIGNED = new Set([
  213, 269, 343, 345, 348, 353, 419, 428, 429, 517, 518, 519, 529, 533, 536, 552, 578, 579, 589, 621, 632, 642, 643, 659, 663, 682, 702, 709, 742, 817, 818,
  819, 839, 848, 849, 854, 858, 861, 862, 866, 867, 868, 869, 876, 892, 896, 909, 929, 987,
]);

/** Five-digit codes whose state differs from their prefix's. */
const ZIP_STATE_EXCEPTIONS: Record<string, string> = { "96799": "AS" };

export const ZIPCODE_LENGTH = 5;

/** True for exactly five digits: the only input the lookups run on (spec: "only at exactly 5"). */
export function isCompleteZipcode(zipcode: string | null | undefined): zipcode is string {
  return typeof zipcode === "string" && /^\d{5}$/.test(zipcode);
}

/** The state or territory code of a complete ZIP code, or null when unknown. */
export function zipcodeState(zipcode: string | null | undefined): string | null {
  if (!isCompleteZipcode(zipcode)) return null;
  const exception = ZIP_STATE_EXCEPTIONS[zipcode];
  if (exception) return exception;
  const prefix = Number(zipcode.slice(0, 3));
  if (UNASSIGNED.has(prefix)) return null;
  return RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}
