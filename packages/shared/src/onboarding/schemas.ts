import { z } from "zod";
import { COOKING_COMPLEXITIES, HOUSEHOLD_SIZE, VARIETY_PREFERENCE } from "../profile/preferences";
import { ALL_KINDS_CUISINES, ALLERGY_KEYWORDS, CUISINE_KEYWORDS, DISLIKE_KEYWORDS } from "./vocabulary";

/** Exact texts of accounts spec section 5 (onboarding registration). */
export const onboardingMessages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
} as const;

export const ONBOARDING_NAME_MIN = 2;
export const ONBOARDING_MESSAGE_MAX = 1000;

/** Step 1, the registration form: stored in the browser only until checkout. */
export const onboardingRegistrationSchema = z.object({
  firstName: z.string().trim().min(ONBOARDING_NAME_MIN, onboardingMessages.firstName).max(100),
  lastName: z.string().trim().min(ONBOARDING_NAME_MIN, onboardingMessages.lastName).max(100),
  email: z.string().trim().pipe(z.email(onboardingMessages.email)),
});
export type OnboardingRegistration = z.infer<typeof onboardingRegistrationSchema>;

/** A chat message: non-blank after trimming (spec section 5). */
export const onboardingChatMessageSchema = z.object({ message: z.string().trim().min(1).max(ONBOARDING_MESSAGE_MAX) });

const values = <T extends readonly { value: string }[]>(list: T) => list.map((k) => k.value) as [T[number]["value"], ...T[number]["value"][]];
const uniqueList = <V extends string>(allowed: [V, ...V[]]) =>
  z
    .array(z.enum(allowed))
    .max(allowed.length)
    .refine((l) => new Set(l).size === l.length, "Each item once");

/**
 * The six values handed on at completion (spec section 3), checked by the server before they
 * travel with the pending account: only what the chat can hear, so nothing else gets stored.
 */
export const onboardingPreferencesSchema = z.object({
  allergies: uniqueList(values(ALLERGY_KEYWORDS)),
  dislikes: uniqueList(values(DISLIKE_KEYWORDS)),
  cuisines: uniqueList([...values(CUISINE_KEYWORDS), ...ALL_KINDS_CUISINES]),
  cookingComplexity: z.enum(COOKING_COMPLEXITIES),
  householdSize: z.number().int().min(HOUSEHOLD_SIZE.min).max(HOUSEHOLD_SIZE.max),
  varietyPreference: z.number().int().min(VARIETY_PREFERENCE.min).max(VARIETY_PREFERENCE.max),
});
export type OnboardingPreferences = z.infer<typeof onboardingPreferencesSchema>;
