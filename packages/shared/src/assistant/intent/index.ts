export { parseIntent } from "./parse-intent";
export { CUISINE_KEYS, type CuisineKey } from "./cuisines";
