import {
  ALL_KINDS_CUISINES,
  ALL_KINDS_PATTERN,
  ALLERGY_KEYWORDS,
  COMPLEX_PATTERN,
  CUISINE_KEYWORDS,
  DISLIKE_KEYWORDS,
  HOUSEHOLD_PATTERN,
  NO_ALLERGIES_PATTERN,
  NUMBER_WORDS,
  SKILL_PATTERN,
  VARIETY_FAMILIAR,
  VARIETY_FAMILIAR_PATTERN,
  VARIETY_NEW,
  VARIETY_NEW_PATTERN,
  type AllergyValue,
  type CuisineValue,
  type DislikeValue,
} from "./vocabulary";

/** What the chat has heard so far (accounts spec section 3, onboarding preferences collected). */
export interface OnboardingCapture {
  hasAllergies: boolean;
  hasDislikes: boolean;
  hasCuisines: boolean;
  hasSkillLevel: boolean;
  hasHouseholdSize: boolean;
  hasVarietyPreference: boolean;
  allergies: AllergyValue[];
  dislikes: DislikeValue[];
  cuisines: CuisineValue[];
  cookingComplexity: "simple" | "complex";
  householdSize: number;
  varietyPreference: number;
}

export const EMPTY_CAPTURE: OnboardingCapture = {
  hasAllergies: false,
  hasDislikes: false,
  hasCuisines: false,
  hasSkillLevel: false,
  hasHouseholdSize: false,
  hasVarietyPreference: false,
  allergies: [],
  dislikes: [],
  cuisines: [],
  cookingComplexity: "simple",
  householdSize: 2,
  varietyPreference: 5,
};

// "can't eat nuts" and "don't eat eggs" say what to avoid: they are not negations of the keyword.
const AVOID = /\b(?:can't|cannot|can not|don't|do not|shouldn't|mustn't) (?:eat|have|tolerate|handle|digest)\b/g;
const NEGATOR = /\b(?:no|not|never|nothing|neither|nor)\b|n't\b/;

/** Lower case, plain apostrophes, and one clause per part: a negation reaches to the clause's end. */
export function clauses(message: string): string[] {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(AVOID, "avoid")
    .split(/[.,;:!?\n()]+|\bbut\b|\bexcept\b|\bthough\b|\bhowever\b/)
    .filter((part) => part.trim() !== "");
}

/** Each clause where the pattern occurs: negated when a negator comes before it in that clause. */
function occurrences(parts: readonly string[], pattern: RegExp): { negated: boolean }[] {
  const found: { negated: boolean }[] = [];
  for (const part of parts) {
    const match = pattern.exec(part);
    if (match) found.push({ negated: NEGATOR.test(part.slice(0, match.index)) });
  }
  return found;
}

const said = (parts: readonly string[], pattern: RegExp) => occurrences(parts, pattern).some((o) => !o.negated);
const keywords = <V extends string>(parts: readonly string[], list: readonly { value: V; pattern: RegExp }[]) =>
  list.filter((k) => said(parts, k.pattern)).map((k) => k.value);

function householdSize(parts: readonly string[]): number | null {
  for (const part of parts) {
    const match = HOUSEHOLD_PATTERN.exec(part);
    const word = match?.[1];
    if (!word) continue;
    const n = NUMBER_WORDS[word] ?? Number(word);
    if (n >= 1 && n <= 10) return n;
  }
  return null;
}

function variety(parts: readonly string[]): number | null {
  const novel = occurrences(parts, VARIETY_NEW_PATTERN);
  const familiar = occurrences(parts, VARIETY_FAMILIAR_PATTERN);
  const wantsNew = novel.some((o) => !o.negated) || familiar.some((o) => o.negated);
  const wantsFamiliar = familiar.some((o) => !o.negated) || novel.some((o) => o.negated);
  if (wantsNew && wantsFamiliar) return 5;
  if (wantsNew) return VARIETY_NEW;
  if (wantsFamiliar) return VARIETY_FAMILIAR;
  return null;
}

/**
 * One message's effect (spec section 4): keyword-based, and a topic already captured is never
 * captured again, so a later remark cannot overwrite an answer (the user corrects it on the chips).
 */
export function captureMessage(previous: OnboardingCapture, message: string): OnboardingCapture {
  const parts = clauses(message);
  const next = { ...previous };
  if (!next.hasAllergies) {
    const allergies = keywords(parts, ALLERGY_KEYWORDS);
    if (allergies.length > 0 || parts.some((p) => NO_ALLERGIES_PATTERN.test(p))) Object.assign(next, { hasAllergies: true, allergies });
  }
  if (!next.hasDislikes) {
    const dislikes = keywords(parts, DISLIKE_KEYWORDS);
    if (dislikes.length > 0) Object.assign(next, { hasDislikes: true, dislikes });
  }
  if (!next.hasCuisines) {
    const cuisines = [...keywords(parts, CUISINE_KEYWORDS), ...(said(parts, ALL_KINDS_PATTERN) ? ALL_KINDS_CUISINES : [])];
    if (cuisines.length > 0) Object.assign(next, { hasCuisines: true, cuisines });
  }
  if (!next.hasSkillLevel && parts.some((p) => SKILL_PATTERN.test(p))) {
    Object.assign(next, { hasSkillLevel: true, cookingComplexity: said(parts, COMPLEX_PATTERN) ? "complex" : "simple" });
  }
  const size = next.hasHouseholdSize ? null : householdSize(parts);
  if (size !== null) Object.assign(next, { hasHouseholdSize: true, householdSize: size });
  const level = next.hasVarietyPreference ? null : variety(parts);
  if (level !== null) Object.assign(next, { hasVarietyPreference: true, varietyPreference: level });
  return next;
}

/** The six values handed on at completion, without the flags (spec section 3). */
export function handOff(c: OnboardingCapture) {
  const { allergies, dislikes, cuisines, cookingComplexity, householdSize, varietyPreference } = c;
  return { allergies, dislikes, cuisines, cookingComplexity, householdSize, varietyPreference };
}
