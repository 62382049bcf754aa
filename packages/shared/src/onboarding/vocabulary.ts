/**
 * What the onboarding chat listens for (accounts spec section 4). Each entry is the value stored
 * in the profile and the word patterns that mean it; plurals and spellings live in the pattern.
 */
export const ALLERGY_KEYWORDS = [
  { value: "Dairy", pattern: /\bdairy\b/ },
  { value: "Gluten", pattern: /\bgluten\b(?![\s-]*free)/ },
  { value: "Nuts", pattern: /\bnuts?\b/ },
  { value: "Shellfish", pattern: /\bshell[\s-]?fish(es)?\b/ },
  { value: "Eggs", pattern: /\beggs?\b/ },
] as const;

export const DISLIKE_KEYWORDS = [
  { value: "Vegan", pattern: /\bvegans?\b/ },
  { value: "Vegetarian", pattern: /\bvegetarians?\b/ },
  { value: "Gluten free", pattern: /\bgluten[\s-]*free\b/ },
] as const;

export const CUISINE_KEYWORDS = [
  { value: "Italian", pattern: /\bitalian\b/ },
  { value: "Mexican", pattern: /\bmexican\b/ },
  { value: "Asian", pattern: /\basian\b/ },
  { value: "American", pattern: /\bamerican\b/ },
  { value: "French", pattern: /\bfrench\b/ },
  { value: "Indian", pattern: /\bindian\b/ },
] as const;

export type AllergyValue = (typeof ALLERGY_KEYWORDS)[number]["value"];
export type DislikeValue = (typeof DISLIKE_KEYWORDS)[number]["value"];
export type CuisineValue = (typeof CUISINE_KEYWORDS)[number]["value"] | (typeof ALL_KINDS_CUISINES)[number];

/** 'all kinds' gives both of these (spec). */
export const ALL_KINDS_CUISINES = ["International", "Varied"] as const;
export const ALL_KINDS_PATTERN = /\ball kinds?\b/;

/**
 * 'no allergies' or 'none' gives an empty list (spec); the plain "not allergic to anything" too.
 * "none" only as a whole clause ("None.", "allergies: none"), not in "none of us like spice"
 * (capture.ts tests each clause on its own).
 */
export const NO_ALLERGIES_PATTERN = /\bno (?:food )?allerg(?:y|ies)\b|^\s*none\s*$|\bnot allergic to anything\b|\bno allergic\b/;

/** Advanced or complex gives complex (spec); these other words say the user spoke about skill. */
export const COMPLEX_PATTERN = /\b(?:advanced|complex)\b/;
export const SKILL_PATTERN = /\b(?:advanced|complex|beginners?|novice|basic|simple|easy|intermediate|experienced|expert|skill(?:ed|s)?)\b/;

/** A number before people, person, house or household (spec); one word may stand between. */
export const HOUSEHOLD_PATTERN = /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)(?:[\s-]+[a-z]+)?[\s-]+(?:people|persons?|houses?|households?)\b/;
export const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** Words such as new or exciting give 8, familiar gives 3 (spec); "new to cooking" is about skill. */
export const VARIETY_NEW_PATTERN = /\b(?:new(?! to\b)|exciting|adventurous|different|explore|experiment(?:al|ing)?)\b/;
export const VARIETY_FAMILIAR_PATTERN = /\b(?:familiar|routine|usual|same)\b/;
export const VARIETY_NEW = 8;
export const VARIETY_FAMILIAR = 3;

/** Subjects the chat does not answer before the account exists (spec: the canned reply). */
export const OFF_TOPIC_PATTERN = /\b(?:meals?|recipes?|cook(?:ing)?|ingredients?|plans?)\b/;
