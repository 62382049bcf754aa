// The api-tokens module's public face: its routes. Verifying a token is http/api-token-auth.ts.
export { apiTokenRoutes } from "./routes";
