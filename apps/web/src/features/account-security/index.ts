// The account-security feature's public face: the profile mounts these cards.
export { TwoFactorCard } from "./components/two-factor-card";
export { ActiveSessionsCard } from "./components/active-sessions-card";
export { ApiTokensCard } from "./components/api-tokens-card";
