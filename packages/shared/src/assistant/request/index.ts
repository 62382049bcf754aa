export * from "./request";
export { parseRequest } from "./parse/parse-request";
