import { understandAvoided, type AvoidTerm } from "./household-terms";
import type { Diet } from "./marks";

/**
 * Everything a household avoids: the account's own allergies, diets and dislikes with those of
 * every household member (issue: every member counts). Allergies and diets are strict; dislikes
 * keep food off plans and suggestions but need no proof that a food is absent.
 */
export interface Household {
  allergies: readonly string[];
  diets: readonly Diet[];
  dislikes: readonly string[];
}

export interface CompiledHousehold {
  allergies: AvoidTerm[];
  diets: Diet[];
  dislikes: AvoidTerm[];
}

export const NO_HOUSEHOLD_LIMITS: Household = { allergies: [], diets: [], dislikes: [] };

const understood = (texts: readonly string[], as: "allergy" | "dislike") => {
  const seen = new Set<string>();
  return texts.flatMap((t) => {
    const term = understandAvoided(t, as);
    const key = term && JSON.stringify({ ...term, text: "" });
    if (!term || seen.has(key!)) return [];
    seen.add(key!);
    return [term];
  });
};

const compiled = new WeakMap<Household, CompiledHousehold>();

/** Reads a household's words once; callers that check many recipes pass the result around. */
export function compileHousehold(household: Household | CompiledHousehold): CompiledHousehold {
  if (isCompiled(household)) return household;
  const hit = compiled.get(household);
  if (hit) return hit;
  const result: CompiledHousehold = {
    allergies: understood(household.allergies, "allergy"),
    diets: [...new Set(household.diets)],
    dislikes: understood(household.dislikes, "dislike"),
  };
  compiled.set(household, result);
  return result;
}

function isCompiled(household: Household | CompiledHousehold): household is CompiledHousehold {
  return household.allergies.some((a) => typeof a !== "string") || household.dislikes.some((d) => typeof d !== "string");
}

/** Several people's limits as one household: every allergy, diet and dislike of each. */
export function mergeHouseholds(...people: Household[]): Household {
  return {
    allergies: [...new Set(people.flatMap((p) => p.allergies))],
    diets: [...new Set(people.flatMap((p) => p.diets))],
    dislikes: [...new Set(people.flatMap((p) => p.dislikes))],
  };
}

/** What a filtered list left out, for the page to say: the allergies, the diets, and allergies only matched by name. */
export interface HouseholdAvoiding {
  allergies: string[];
  diets: Diet[];
  /** allergies the food knowledge does not know: matched by their words only ("kiwi") */
  byName: string[];
}

export function avoidingOf(limits: CompiledHousehold): HouseholdAvoiding {
  return {
    allergies: limits.allergies.map((a) => a.text),
    diets: limits.diets,
    byName: limits.allergies.filter((a) => a.by === "words").map((a) => a.text),
  };
}
