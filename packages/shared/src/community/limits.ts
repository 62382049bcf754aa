/**
 * How often a member may act in the community, counted per account over a sliding window in the
 * database so every app instance agrees (docs/decisions/064).
 */
export const COMMUNITY_RATE_LIMITS = {
  publish: { max: 10, windowSeconds: 60 * 60, what: "publish or update shared recipes", words: "an hour" },
  rate: { max: 60, windowSeconds: 60 * 60, what: "rate or mark recipes cooked", words: "an hour" },
  report: { max: 10, windowSeconds: 24 * 60 * 60, what: "report recipes", words: "a day" },
} as const;
export type CommunityAction = keyof typeof COMMUNITY_RATE_LIMITS;
