import type { RecipeDetail } from "@sierra/shared";

/**
 * Another member's shared recipe as its readers get it: nothing of the author's account (the
 * account id stays theirs; the community knows a public id and a chosen name), and for a recipe
 * from elsewhere not stated as their own, no method or description: the source link stands for
 * them (docs/decisions/063).
 */
export function asSharedWithOthers(detail: RecipeDetail): RecipeDetail {
  const sharesMethod = detail.community?.shares_method ?? true;
  return {
    ...detail,
    user_id: null,
    is_own: false,
    ...(sharesMethod ? {} : { steps: [], description: null }),
  };
}
