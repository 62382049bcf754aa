import { z } from "zod";
import { COMMUNITY_LIMITS } from "./publish";

export const REPORT_REASONS = ["unsafe", "offensive", "spam", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  unsafe: "Unsafe food advice",
  offensive: "Offensive or hateful",
  spam: "Spam or advertising",
  copyright: "Copied without permission",
  other: "Something else",
};

export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: "Choose a reason" }),
  details: z.string().trim().max(COMMUNITY_LIMITS.reportDetailsMax, `Details can be at most ${COMMUNITY_LIMITS.reportDetailsMax} characters`).default(""),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const moderationInputSchema = z.object({
  note: z.string().trim().max(500, "A note can be at most 500 characters").default(""),
});
