export { CUISINE_KEYS, type CuisineKey } from "./cuisines";
