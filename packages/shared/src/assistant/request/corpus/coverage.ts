import type { RequestConstraints, SierraRequest } from "../request";
import type { CorpusPart } from "./index";

/** Every kind of constraint a request can carry (checked against RequestConstraints by the type below). */
export const CONSTRAINT_KINDS = [
  "dish",
  "includeFoods",
  "avoidFoods",
  "cuisines",
  "diets",
  "maxMinutes",
  "difficulty",
  "equipment",
  "servings",
  "children",
  "kidFriendly",
  "cheap",
  "maxCostPerServing",
  "maxCalories",
  "minProtein",
  "novelty",
  "special",
] as const satisfies readonly (keyof RequestConstraints)[];
type Missing = Exclude<keyof RequestConstraints, (typeof CONSTRAINT_KINDS)[number]>;
/** Fails to compile when RequestConstraints gains a kind this list (and so the coverage check) lacks. */
export const NO_KIND_MISSING: Missing extends never ? true : never = true;

/** Every expected request of a part: single messages, then dialogue turns. */
export function expectedRequests(part: CorpusPart): SierraRequest[] {
  return [...part.cases.map((c) => c.expected), ...part.dialogues.flatMap((d) => d.turns.map((t) => t.expected))];
}

/** How often each key occurs: actions, constraint kinds, and constraint kind per action ("plan_meals/cheap"). */
export function coverage(part: CorpusPart): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const request of expectedRequests(part)) {
    add(request.action);
    if (request.followUp) add(`followUp:${request.followUp.of}/${request.followUp.op}`);
    if (request.dropConstraints) add("dropConstraints");
    for (const kind of CONSTRAINT_KINDS) {
      if (request.constraints?.[kind] === undefined) continue;
      add(kind);
      add(`${request.action}/${kind}`);
    }
    for (const item of request.constraints?.equipment ?? []) add(`equipment:${item}`);
    for (const meal of request.mealTypes ?? []) add(`meal:${meal}`);
    if (request.nutrition) add(`nutrition:${request.nutrition.measure}/${request.nutrition.scope}${request.nutrition.againstGoal ? "/goal" : ""}`);
    for (const change of Object.keys(request.preferenceChanges ?? {})) add(`preferences:${change}`);
  }
  return counts;
}
