import { upgradeMessage, type MealType } from "@sierra/shared";
import type { AssistantContext } from "../../../adapters/llm/engine";

export interface MealTypeChoice {
  /** What may be planned of what was asked (or every allowed type when nothing was asked). */
  allowed: MealType[];
  /** The calendar's upgrade sentence for a type asked for but not in the subscription. */
  refusal: string | null;
}

/** The subscription decides, exactly as on the calendar (spec section 4). */
export function chooseMealTypes(asked: MealType[] | undefined, ctx: AssistantContext, fallback: MealType[] = ctx.allowedMealTypes): MealTypeChoice {
  const wanted = asked?.length ? asked : fallback;
  const allowed = wanted.filter((m) => ctx.allowedMealTypes.includes(m));
  const refused = wanted.find((m) => !ctx.allowedMealTypes.includes(m)) ?? (wanted.length === 0 ? "dinner" : undefined);
  return { allowed, refusal: refused ? upgradeMessage(refused, ctx.subscription) : null };
}
