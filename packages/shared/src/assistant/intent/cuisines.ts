/**
 * Cuisine words -> the catalogue's cuisine keys (apps/server/src/catalogue/recipes/*.json).
 * Nationalities whose dishes the catalogue files under a wider key map to it: Lebanese, Turkish,
 * Persian, Israeli and Syrian food is in "middle-eastern"; Nigerian, Ghanaian and Senegalese in
 * "west-african"; Swedish, Danish, Norwegian and Finnish in "scandinavian"; Jamaican in
 * "caribbean"; English, Scottish and Welsh in "british"; Tex-Mex in "mexican"; Cajun in "american"; Latin
 * American is Mexican, Peruvian and Brazilian. "Asian" means the catalogue's Asian category: the seven East and
 * South-East Asian keys, not Indian. "Modern" counts only as "modern food/cuisine/cooking".
 * Words with no sensible key (Moroccan, Irish, Russian...) are left out rather than guessed.
 */
export const CUISINE_KEYS = [
  "american",
  "chinese",
  "japanese",
  "thai",
  "korean",
  "vietnamese",
  "filipino",
  "indonesian",
  "french",
  "indian",
  "italian",
  "greek",
  "spanish",
  "mediterranean",
  "mexican",
  "middle-eastern",
  "caribbean",
  "ethiopian",
  "west-african",
  "peruvian",
  "brazilian",
  "british",
  "german",
  "scandinavian",
  "modern",
] as const;
export type CuisineKey = (typeof CUISINE_KEYS)[number];

const ASIAN: CuisineKey[] = ["chinese", "japanese", "thai", "korean", "vietnamese", "filipino", "indonesian"];

/** Each word or phrase, as written after normalisation, and the keys it stands for. */
const WORDS: Record<string, CuisineKey[]> = {
  ...Object.fromEntries(CUISINE_KEYS.filter((k) => k !== "modern" && k !== "middle-eastern" && k !== "west-african").map((k) => [k, [k]])),
  "middle eastern": ["middle-eastern"],
  "middle-eastern": ["middle-eastern"],
  lebanese: ["middle-eastern"],
  turkish: ["middle-eastern"],
  persian: ["middle-eastern"],
  israeli: ["middle-eastern"],
  syrian: ["middle-eastern"],
  "west african": ["west-african"],
  "west-african": ["west-african"],
  nigerian: ["west-african"],
  ghanaian: ["west-african"],
  senegalese: ["west-african"],
  swedish: ["scandinavian"],
  danish: ["scandinavian"],
  norwegian: ["scandinavian"],
  finnish: ["scandinavian"],
  nordic: ["scandinavian"],
  jamaican: ["caribbean"],
  english: ["british"],
  scottish: ["british"],
  welsh: ["british"],
  "tex-mex": ["mexican"],
  "tex mex": ["mexican"],
  cajun: ["american"],
  "latin american": ["mexican", "peruvian", "brazilian"],
  "south american": ["peruvian", "brazilian"],
  asian: ASIAN,
  "east asian": ASIAN,
  // "something from greece": the country's cooking ("turkey" stays the bird)
  greece: ["greek"],
  italy: ["italian"],
  france: ["french"],
  spain: ["spanish"],
  mexico: ["mexican"],
  japan: ["japanese"],
  china: ["chinese"],
  thailand: ["thai"],
  korea: ["korean"],
  vietnam: ["vietnamese"],
  india: ["indian"],
  philippines: ["filipino"],
  indonesia: ["indonesian"],
  peru: ["peruvian"],
  brazil: ["brazilian"],
  germany: ["german"],
  ethiopia: ["ethiopian"],
  lebanon: ["middle-eastern"],
  "the middle east": ["middle-eastern"],
  jamaica: ["caribbean"],
  "the caribbean": ["caribbean"],
  "modern food": ["modern"],
  "modern cuisine": ["modern"],
  "modern cooking": ["modern"],
  "modern dishes": ["modern"],
};
/** A Map, so a message saying "constructor" finds nothing. */
export const CUISINE_WORDS: ReadonlyMap<string, CuisineKey[]> = new Map(Object.entries(WORDS));
