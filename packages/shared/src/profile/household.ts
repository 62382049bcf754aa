import { z } from "zod";
import { nutritionSchema } from "./nutrition";
import { dietsSchema } from "./diets";
import { NAME_MAX_LENGTH } from "./personal-info";
import { preferenceList } from "./preferences";

/** A household member the owner adds or edits: a name, their own goals, allergies and diets. */
export const householdMemberSchema = nutritionSchema.extend({
  name: z.string().trim().min(1, "Name is required").max(NAME_MAX_LENGTH, `Name can be at most ${NAME_MAX_LENGTH} characters`),
  // Their own allergies and diets: the household rule counts every member's (docs/decisions/046).
  allergies: preferenceList.optional(),
  diets: dietsSchema.optional(),
});
export type HouseholdMemberInput = z.input<typeof householdMemberSchema>;
export type HouseholdMemberValues = z.output<typeof householdMemberSchema>;

export const householdMessages = {
  full: (max: number) => `Your household is full (${max} ${max === 1 ? "member" : "members"}). Raise the household size in Preferences to add more.`,
  notOwner: "Only the household's owner can change its members.",
  memberNotFound: "Household member not found.",
  sizeBelowMembers: (count: number) => `Your household has ${count} members. Remove members before lowering the household size below ${count}.`,
} as const;
