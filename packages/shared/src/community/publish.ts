import { z } from "zod";

/** Limits of what a member writes when sharing (docs/decisions/063). */
export const COMMUNITY_LIMITS = {
  displayNameMin: 2,
  displayNameMax: 40,
  notesMax: 1000,
  reportDetailsMax: 500,
} as const;

export const communityMessages = {
  displayNameShort: `Display name must be at least ${COMMUNITY_LIMITS.displayNameMin} characters`,
  displayNameLong: `Display name can be at most ${COMMUNITY_LIMITS.displayNameMax} characters`,
  displayNameEmail: "Choose a display name that is not an e-mail address",
  notesLong: `Notes can be at most ${COMMUNITY_LIMITS.notesMax} characters`,
  suspended: "Publishing is suspended for your account",
  notOwn: "Only your own recipes can be shared",
  notShared: "This recipe is not shared",
  alreadyReported: "You have already reported this recipe",
  ownRecipe: "You cannot rate or report your own recipe",
  rateLimited: (what: string, max: number, words: string) => `You can ${what} ${max} times in ${words}. Please wait a little.`,
} as const;

/**
 * Publishing one of the member's own recipes. `ownWork`: the member states the recipe is their
 * own; an imported one without it is shared as its source link and the notes only (decision 063).
 */
export const publishInputSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(COMMUNITY_LIMITS.displayNameMin, communityMessages.displayNameShort)
    .max(COMMUNITY_LIMITS.displayNameMax, communityMessages.displayNameLong)
    // Never the e-mail: an "@" would let a member show one by mistake.
    .refine((name) => !name.includes("@"), communityMessages.displayNameEmail),
  notes: z.string().trim().max(COMMUNITY_LIMITS.notesMax, communityMessages.notesLong).default(""),
  ownWork: z.boolean().default(false),
});
export type PublishInput = z.input<typeof publishInputSchema>;
export type PublishValues = z.output<typeof publishInputSchema>;
